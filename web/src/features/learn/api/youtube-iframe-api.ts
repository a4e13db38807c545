/**
 * The YouTube IFrame Player API (https://developers.google.com/youtube/iframe_api_reference): loaded
 * only when a student plays a lesson's video, never with the page, and from
 * VITE_YOUTUBE_IFRAME_API_URL when a local stack points it at its stand-in. Only the parts the
 * course player uses are typed here.
 */

const IFRAME_API_URL: string = import.meta.env.VITE_YOUTUBE_IFRAME_API_URL || 'https://www.youtube.com/iframe_api';
/** The script loads YouTube's player code before it says it is ready; give a slow phone time. */
const READY_TIMEOUT_MS = 30_000;

export const PLAYER_STATE = { ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3 } as const;

export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  getCurrentTime(): number;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getDuration(): number;
  getPlayerState(): number;
  getIframe(): HTMLIFrameElement;
  destroy(): void;
}

export interface PlayerEvents {
  onReady?: (event: { target: YouTubePlayer }) => void;
  onStateChange?: (event: { target: YouTubePlayer; data: number }) => void;
}

interface PlayerOptions {
  videoId: string;
  host?: string;
  playerVars?: Record<string, string | number>;
  events?: PlayerEvents;
}

export interface YouTubeApi {
  Player: new (element: HTMLElement, options: PlayerOptions) => YouTubePlayer;
}

declare global {
  interface Window {
    YT?: YouTubeApi & { loaded?: number };
    onYouTubeIframeAPIReady?: () => void;
  }
}

class PlayerLoadFailed extends Error {
  override readonly name = 'PlayerLoadFailed';
}

let loading: Promise<YouTubeApi> | undefined;

/** Adds the script once; a failed load is forgotten so the next play tries again. */
export function loadYouTubeApi(): Promise<YouTubeApi> {
  if (window.YT?.loaded && window.YT.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YouTubeApi>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new PlayerLoadFailed('The YouTube player did not start in time.')), READY_TIMEOUT_MS);
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      window.clearTimeout(timer);
      if (window.YT?.Player) resolve(window.YT);
      else reject(new PlayerLoadFailed('The YouTube player script did not define a player.'));
    };
    const script = document.createElement('script');
    script.src = IFRAME_API_URL;
    script.async = true;
    script.onerror = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new PlayerLoadFailed('The YouTube player script could not load.'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Privacy-enhanced mode, as the site's other videos: no YouTube cookies until the student plays. */
export function createPlayer(
  api: YouTubeApi,
  element: HTMLElement,
  videoId: string,
  start: number | null,
  events: PlayerEvents,
): YouTubePlayer {
  return new api.Player(element, {
    videoId,
    host: 'https://www.youtube-nocookie.com',
    playerVars: { autoplay: 1, rel: 0, playsinline: 1, origin: window.location.origin, ...(start ? { start } : {}) },
    events,
  });
}
