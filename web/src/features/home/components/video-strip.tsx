import { useEffect, useRef, useState } from 'react';
import { YouTubeFacade } from '../../../components/youtube-facade';
import { useT } from '../../../i18n/catalog';
import { useSiteSettings } from '../../../lib/site-settings';
import { listFeaturedVideos, type FeaturedVideo } from '../api/list-featured-videos';
import { homeCatalog } from '../i18n';
import { prefersReducedMotion } from './use-near-viewport';

// A slow, steady drift (1 px every 20 ms) a reader can follow; the arrows move 400 px.
const AUTO_SCROLL_STEP_PX = 1;
const AUTO_SCROLL_INTERVAL_MS = 20;
const MANUAL_SCROLL_PX = 400;
/** After an arrow press, auto-scroll waits for the smooth scroll to finish. */
const MANUAL_SCROLL_PAUSE_MS = 900;

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}

function VideoCard({ video, hiddenCopy }: { video: FeaturedVideo; hiddenCopy: boolean }) {
  return (
    <li className="video-card" aria-hidden={hiddenCopy || undefined} data-copy={hiddenCopy || undefined}>
      <YouTubeFacade videoId={video.id} title={video.title} tabIndex={hiddenCopy ? -1 : undefined} />
      <h3>{video.title}</h3>
      <p>{video.description}</p>
    </li>
  );
}

/**
 * Explore Our Chemistry Classes: the featured videos in a row that scrolls by itself
 * and loops. The row holds the videos twice; when the first copy has scrolled out, the position
 * jumps back to the start, which looks the same.
 */
export function VideoStrip() {
  const { channelUrl } = useSiteSettings();
  const t = useT(homeCatalog);
  const [videos, setVideos] = useState<FeaturedVideo[]>([]);
  const [loading, setLoading] = useState(true);
  const trackRef = useRef<HTMLUListElement>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  const playing = useRef(false);
  const resumeAt = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    listFeaturedVideos(controller.signal)
      .then(setVideos)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Logged; loading ends with an empty strip, so the home page still reads without videos.
        console.error('Loading the featured videos failed', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);

  /** Width of one copy of the videos: where the second copy starts. */
  const loopWidth = () => {
    const track = trackRef.current;
    const secondCopy = track?.children[videos.length] as HTMLElement | undefined;
    const first = track?.children[0] as HTMLElement | undefined;
    return secondCopy && first ? secondCopy.offsetLeft - first.offsetLeft : 0;
  };

  useEffect(() => {
    const track = trackRef.current;
    if (!track || videos.length === 0 || prefersReducedMotion()) return;

    // Off screen the strip stands still: no work for a row nobody sees.
    let visible = false;
    const observer = new IntersectionObserver((entries) => {
      visible = entries.some((entry) => entry.isIntersecting);
    });
    observer.observe(track);

    let position = track.scrollLeft;
    const timer = window.setInterval(() => {
      const paused = !visible || hovered.current || focused.current || playing.current || Date.now() < resumeAt.current;
      // Whatever moved the row meanwhile (a swipe, an arrow) is where auto-scroll carries on from.
      if (Math.abs(track.scrollLeft - position) > 2) position = track.scrollLeft;
      if (paused) return;
      const half = loopWidth();
      position += AUTO_SCROLL_STEP_PX;
      if (half > 0 && position >= half) position = 0;
      track.scrollLeft = position;
    }, AUTO_SCROLL_INTERVAL_MS);

    return () => {
      window.clearInterval(timer);
      observer.disconnect();
    };
    // loopWidth reads the DOM of these videos; it changes only with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [videos]);

  const scrollManually = (direction: -1 | 1) => {
    const track = trackRef.current;
    if (!track) return;
    resumeAt.current = Date.now() + MANUAL_SCROLL_PAUSE_MS;
    const half = loopWidth();
    // Near either end, jump by one copy first (it looks the same), so the arrows loop too.
    if (half > 0 && direction < 0 && track.scrollLeft < MANUAL_SCROLL_PX) track.scrollLeft += half;
    if (half > 0 && direction > 0 && track.scrollLeft >= half) track.scrollLeft -= half;
    track.scrollBy({ left: direction * MANUAL_SCROLL_PX, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const showArrows = !loading && videos.length > 0;

  return (
    <section className="page-section video-strip" aria-labelledby="video-strip-title">
      <div className="page-section-inner">
        <div className="section-heading">
          <h2 id="video-strip-title">{t('home.videos.title')}</h2>
          <p>{t('home.videos.text')}</p>
        </div>

        {loading ? (
          <p className="video-strip-loading" role="status">
            {t('home.videos.loading')}
          </p>
        ) : (
          videos.length > 0 && (
            <div
              className="video-strip-frame"
              onMouseEnter={() => (hovered.current = true)}
              onMouseLeave={() => (hovered.current = false)}
              onFocus={() => (focused.current = true)}
              onBlur={() => (focused.current = false)}
              onTouchStart={() => (resumeAt.current = Date.now() + 3000)}
            >
              <ul
                ref={trackRef}
                className="video-strip-track"
                // A started video stops the row, so it does not slide away while it plays.
                onClickCapture={(event) => {
                  if ((event.target as Element).closest('.yt-facade-button')) playing.current = true;
                }}
              >
                {videos.map((video) => (
                  <VideoCard key={video.id} video={video} hiddenCopy={false} />
                ))}
                {/* The second copy is for the loop only: hidden from screen readers and the tab order. */}
                {videos.map((video) => (
                  <VideoCard key={`copy-${video.id}`} video={video} hiddenCopy />
                ))}
              </ul>
            </div>
          )
        )}

        <div className="video-strip-controls">
          {showArrows && (
            <button type="button" className="video-strip-arrow" aria-label={t('home.videos.left')} onClick={() => scrollManually(-1)}>
              <Arrow direction="left" />
            </button>
          )}
          <a className="button button-primary" href={channelUrl} target="_blank" rel="noopener noreferrer">
            {t('home.videos.more')}
            <span className="visually-hidden">{t('home.videos.moreHint')}</span>
          </a>
          {showArrows && (
            <button type="button" className="video-strip-arrow" aria-label={t('home.videos.right')} onClick={() => scrollManually(1)}>
              <Arrow direction="right" />
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
