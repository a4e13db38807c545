import { lazy, Suspense, type ReactNode } from 'react';
import { useT } from '../../../i18n/catalog';
import { homeCatalog } from '../i18n';
import { FeatureCardView, TestimonialCardView } from './cards';
import { FEATURE_CARDS, TESTIMONIALS } from './content';
import { useNearViewport } from './use-near-viewport';

const FeaturesSwiper = lazy(() => import('./features-swiper'));
const TestimonialsSwiper = lazy(() => import('./testimonials-swiper'));

/**
 * Until Swiper arrives, the same cards sit in a static row laid out like the carousel's first view
 * (same widths and gaps per breakpoint), so swapping it in moves nothing on the page.
 */
function CarouselSlot({ fallback, children, className }: { fallback: ReactNode; children: ReactNode; className: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const staticRow = <div className={`carousel-fallback ${className}`}>{fallback}</div>;
  return (
    <div ref={ref} className="carousel-slot">
      {near ? <Suspense fallback={staticRow}>{children}</Suspense> : staticRow}
    </div>
  );
}

export function FeaturesSection() {
  const t = useT(homeCatalog);
  return (
    <section className="page-section page-section-alt" aria-labelledby="features-title">
      <div className="page-section-inner">
        <div className="section-heading">
          <h2 id="features-title">{t('home.features.title')}</h2>
          <p>{t('home.features.text')}</p>
        </div>
        <CarouselSlot
          className="features-fallback"
          fallback={FEATURE_CARDS.map((card) => (
            <FeatureCardView key={card.title} card={card} />
          ))}
        >
          <FeaturesSwiper />
        </CarouselSlot>
      </div>
    </section>
  );
}

export function TestimonialsSection() {
  const t = useT(homeCatalog);
  return (
    <section className="page-section" aria-labelledby="testimonials-title">
      <div className="page-section-inner">
        <div className="section-heading">
          <h2 id="testimonials-title">{t('home.testimonials.title')}</h2>
          <p>{t('home.testimonials.text')}</p>
        </div>
        <CarouselSlot
          className="testimonials-fallback"
          fallback={TESTIMONIALS.map((testimonial) => (
            <TestimonialCardView key={testimonial.name} testimonial={testimonial} />
          ))}
        >
          <TestimonialsSwiper />
        </CarouselSlot>
      </div>
    </section>
  );
}
