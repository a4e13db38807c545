import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/catalog';
import { bannerImageUrl, listBanners } from '../api/list-banners';
import { homeCatalog } from '../i18n';

/** A new banner every 5000 ms, with a 1000 ms fade (the fade lives in home.css). */
const BANNER_INTERVAL_MS = 5000;

/**
 * The banners behind the hero text. The text never waits for them: it paints at once over the CSS
 * gradient, and each banner fades in once its image has arrived. Only the current and the next
 * banner are downloaded, so a visitor on mobile data pays for the banners they actually see.
 */
function BannerCarousel() {
  const [images, setImages] = useState<string[]>([]);
  // `furthest` is the highest index shown so far: banners up to one past it are downloaded.
  const [{ active, furthest }, setPosition] = useState({ active: 0, furthest: 0 });
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    const controller = new AbortController();
    listBanners(controller.signal)
      .then((banners) => setImages(banners.map((banner) => bannerImageUrl(banner.image))))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Logged only: the gradient behind the banner stays, so the first screen never breaks.
        console.error('Loading the banners failed', error);
      });
    return () => controller.abort();
  }, []);

  const count = images.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => {
      setPosition((current) => {
        const next = (current.active + 1) % count;
        return { active: next, furthest: Math.max(current.furthest, next) };
      });
    }, BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count]);

  if (count === 0) return null;

  return (
    <div className="hero-slides" aria-hidden="true" data-testid="banner-carousel">
      {images.map((src, index) => {
        // The next banner downloads only once the current one has arrived: the first never shares
        // a slow connection with a banner nobody sees yet.
        const current = images[furthest];
        const wanted = index <= furthest || (index === (furthest + 1) % count && current !== undefined && loaded.has(current));
        return (
          <div
            key={`${src}-${index}`}
            className="hero-slide"
            data-active={index === active}
            data-loaded={loaded.has(src)}
            // The first banner appears with a quicker fade: the 1 s cross-fade is for changing slides,
            // and the hero should look complete as soon as its image is here.
            data-first={furthest === 0 && index === 0}
          >
            {wanted && (
              <img
                src={src}
                alt=""
                decoding="async"
                fetchPriority={index === 0 ? 'high' : 'low'}
                onLoad={() => setLoaded((current) => new Set(current).add(src))}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

export function Hero() {
  const t = useT(homeCatalog);
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <BannerCarousel />
      <div className="home-hero-inner">
        <p className="home-hero-eyebrow">{t('home.hero.eyebrow')}</p>
        <h1 id="home-hero-title">{t('home.hero.title')}</h1>
        <p className="home-hero-tagline">{t('home.hero.text')}</p>
        <div className="button-row">
          <Link className="button button-accent" to="/notes">
            {t('home.hero.notes')}
          </Link>
          <Link className="button button-outline-light" to="/Ytclass">
            {t('home.hero.classes')}
          </Link>
        </div>
      </div>
    </section>
  );
}
