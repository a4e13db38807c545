import { useEffect, useRef, useState, type RefObject } from 'react';
import { VIDEO_COMPLETE_FRACTION } from '@chem/contract';
import { YouTubeFacade } from '../../../components/youtube-facade';
import { PLAYER_STATE, createPlayer, loadYouTubeApi, type YouTubePlayer } from '../api/youtube-iframe-api';
import { translate, useT } from '../../../i18n/catalog';
import { learnCatalog } from '../i18n';

interface VideoLessonProps {
  videoId: string;
  title: string;
  /** Playback started (true) or stopped (false): the study-time clock. */
  onPlaying: (playing: boolean) => void;
  /** The student has watched through 90%: the lesson completes itself. */
  onWatched: () => void;
  /** Where the video starts (`?t=`, a doubt's second), in seconds; null for the beginning. */
  start: number | null;
  /** Set while the player exists: the second it is at (a doubt asked now names it). */
  clock: RefObject<(() => number) | null>;
}

/** The thumbnail first; the YouTube IFrame API and its player only once the student presses play. */
export function VideoLesson(props: VideoLessonProps) {
  return (
    <div className="player-video">
      <YouTubeFacade videoId={props.videoId} title={props.title} renderPlayer={() => <TrackedPlayer {...props} />} />
    </div>
  );
}

function TrackedPlayer({ videoId, title, onPlaying, onWatched, start, clock }: VideoLessonProps) {
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const t = useT(learnCatalog);
  // The callbacks change with every render of the lesson; the player is made once per video.
  const callbacks = useRef({ onPlaying, onWatched });
  useEffect(() => {
    callbacks.current = { onPlaying, onWatched };
  }, [onPlaying, onWatched]);

  useEffect(() => {
    const container = host.current;
    if (!container) return;
    let player: YouTubePlayer | undefined;
    let watcher: number | undefined;
    let watched = false;
    let cancelled = false;
    // The API replaces the element it is given with its iframe: give it one React does not own.
    const target = document.createElement('div');
    container.replaceChildren(target);

    const checkWatched = () => {
      const duration = player?.getDuration() ?? 0;
      if (!watched && duration > 0 && (player?.getCurrentTime() ?? 0) / duration >= VIDEO_COMPLETE_FRACTION) {
        watched = true;
        callbacks.current.onWatched();
      }
    };
    const stopWatching = () => window.clearInterval(watcher);

    loadYouTubeApi().then(
      (api) => {
        if (cancelled) return;
        player = createPlayer(api, target, videoId, start, {
          onReady: (event) => {
            event.target.getIframe().title = translate(learnCatalog, 'learn.videoFrame', { title });
            // The start variable places YouTube's own player; a player that ignored it is moved there.
            if (start !== null && event.target.getCurrentTime() < start - 1) event.target.seekTo(start, true);
            clock.current = () => event.target.getCurrentTime();
          },
          onStateChange: (event) => {
            const playing = event.data === PLAYER_STATE.PLAYING;
            callbacks.current.onPlaying(playing);
            stopWatching();
            if (playing) watcher = window.setInterval(checkWatched, 1_000);
            if (event.data === PLAYER_STATE.ENDED || event.data === PLAYER_STATE.PAUSED) checkWatched();
          },
        });
      },
      (error: unknown) => {
        console.error('Could not load the YouTube player', error);
        if (!cancelled) setFailed(true);
      },
    );

    return () => {
      cancelled = true;
      clock.current = null;
      stopWatching();
      callbacks.current.onPlaying(false);
      player?.destroy();
      container.replaceChildren();
    };
  }, [videoId, title, attempt, start, clock]);

  if (failed) {
    return (
      <div className="player-video-failed" role="alert">
        <p>{t('learn.playerFailed')}</p>
        <button
          type="button"
          className="button button-outline-light button-small"
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {t('learn.tryAgain')}
        </button>
      </div>
    );
  }
  return <div ref={host} className="player-video-host" />;
}
