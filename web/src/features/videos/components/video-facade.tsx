import { useState } from 'react';

interface VideoFacadeProps {
  videoId: string;
  title: string;
}

/**
 * A light stand-in for the YouTube player: a thumbnail and a play button. The real player (about
 * 1 MB of script per iframe) loads only when the student asks for it, from the privacy-enhanced
 * domain, and starts playing at once.
 */
export function VideoFacade({ videoId, title }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const id = encodeURIComponent(videoId);

  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }

  return (
    <button className="video-frame video-facade" type="button" onClick={() => setPlaying(true)}>
      <img
        src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
        alt=""
        width={480}
        height={360}
        loading="lazy"
        decoding="async"
        // Offline or blocked: keep the dark box and the play button, not a broken-image icon.
        onError={(event) => {
          event.currentTarget.style.visibility = 'hidden';
        }}
      />
      <span className="video-play" aria-hidden="true">
        <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
          <path
            fill="#dc2626"
            d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z"
          />
          <path fill="#fff" d="m27 34 18-10-18-10v20Z" />
        </svg>
      </span>
      <span className="visually-hidden">Play video: {title}</span>
    </button>
  );
}
