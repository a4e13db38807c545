import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useT } from '../../../i18n/catalog';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FeaturesSection, TestimonialsSection } from '../components/carousel-sections';
import { Faq } from '../components/faq';
import { Hero } from '../components/hero';
import { ContactHeading, EnrolBand, FormulaTicker, PopularCourses, WhyChooseUs } from '../components/marketing-sections';
import { useNearViewport } from '../components/use-near-viewport';
import { VideoStrip } from '../components/video-strip';
import { homeCatalog } from '../i18n';
import { loadContactPanel } from '../../contact';
import './home.css';

// The contact form sits near the foot of the page: its code (and the /Contact page's) arrives when
// the visitor scrolls towards it, not with the first screen.
const ContactPanel = lazy(() => loadContactPanel().then((Panel) => ({ default: Panel })));

/** Holds the contact form's room until the visitor comes within 400 px of it, then shows the form. */
function ContactSlot() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="home-contact-slot">
      {near && (
        <Suspense fallback={null}>
          <ContactPanel />
        </Suspense>
      )}
    </div>
  );
}

/**
 * False for the first render, true right after it. The update runs as a transition, which React
 * renders in slices of a few milliseconds, so on a slow phone the first screen paints sooner and
 * the page keeps answering taps while the sections below it are built.
 */
function useRenderedAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return ready;
}

// Route module: react-router's `lazy` reads the named `Component` export. No loading screen: the
// page is useful the moment it renders, and the parts that need data fill themselves in.
export function Component() {
  const t = useT(homeCatalog);
  useDocumentTitle(t('home.title'));
  const belowTheFold = useRenderedAfterFirstPaint();

  return (
    <div className="home-page">
      <Hero />
      <PopularCourses />
      {belowTheFold && (
        <>
          <WhyChooseUs />
          <EnrolBand />
          <FormulaTicker />
          <VideoStrip />
          <FeaturesSection />
          <TestimonialsSection />
          <section className="page-section" aria-labelledby="home-contact-title">
            <div className="page-section-inner">
              <ContactHeading />
              <ContactSlot />
            </div>
          </section>
          <Faq />
        </>
      )}
    </div>
  );
}
