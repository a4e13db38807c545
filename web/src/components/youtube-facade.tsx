import { useState, type ReactNode } from 'react';
import { useT } from '../i18n/catalog';
import { uiCatalog } from './i18n';
import './youtube-facade.css';

interface YouTubeFacadeProps {
  videoId: string;
  title: string;
  /** Focus order: -1 for the hidden second copy of a looping strip. */
  tabIndex?: number;
  /**
   * What plays once the thumbnail is clicked, instead of the plain embed: the course player's own
   * player, driven through the YouTube IFrame API (loaded then, never before).
   */
  renderPlayer?: () => ReactNode;
}

/**
 * A light stand-in for a YouTube player: the video's thumbnail and a play button. The real player
 * (from the privacy-enhanced youtube-nocookie.com domain, about 1 MB of script per iframe) loads
 * only when the visitor asks for it, so a page of videos costs a few thumbnails, not a dozen players.
 */
export function YouTubeFacade({ videoId, title, tabIndex, renderPlayer }: YouTubeFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const t = useT(uiCatalog);
  const id = encodeURIComponent(videoId);

  if (playing && renderPlayer) return <div className="yt-facade">{renderPlayer()}</div>;
  if (playing) {
    return (
      <div className="yt-facade">
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
    <button
      type="button"
      className="yt-facade yt-facade-button"
      onClick={() => setPlaying(true)}
      tabIndex={tabIndex}
      aria-label={t('ui.playVideo', { title })}
    >
      <img
        src={`https://i.ytimg.com/vi/${id}/hqdefault.jpg`}
        alt=""
        width="480"
        height="360"
        loading="lazy"
        decoding="async"
        // Without the thumbnail (offline, a removed video) the gradient and play button remain.
        onError={(event) => (event.currentTarget.hidden = true)}
      />
      <span className="yt-facade-play" aria-hidden="true">
        <svg viewBox="0 0 68 48" width="68" height="48" focusable="false">
          <path
            d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.3.3 34 .3 34 .3s-21.3 0-26.6 1.4a8.5 8.5 0 0 0-6 6C0 13 0 24 0 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.7 47.7 34 47.7 34 47.7s21.3 0 26.6-1.4a8.5 8.5 0 0 0 6-6C68 35 68 24 68 24s0-11-1.5-16.3z"
            fill="#dc2626"
          />
          <path d="M45 24 27 14v20z" fill="#fff" />
        </svg>
      </span>
    </button>
  );
}
