import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactPanel } from '../../contact/components/contact-section';
import { FeaturesSection, TestimonialsSection } from '../components/carousel-sections';
import { Faq } from '../components/faq';
import { Hero } from '../components/hero';
import { ContactHeading, EnrolBand, FormulaTicker, PopularCourses, WhyChooseUs } from '../components/marketing-sections';
import { VideoStrip } from '../components/video-strip';
import './home.css';

// Route module: react-router's `lazy` reads the named `Component` export. No loading screen: the
// page is useful the moment it renders, and the parts that need data fill themselves in.
export function Component() {
  useDocumentTitle('Home');

  return (
    <>
      <Hero />
      <PopularCourses />
      <WhyChooseUs />
      <EnrolBand />
      <FormulaTicker />
      <VideoStrip />
      <FeaturesSection />
      <TestimonialsSection />
      <section className="page-section" aria-labelledby="home-contact-title">
        <div className="page-section-inner">
          <ContactHeading />
          <ContactPanel />
        </div>
      </section>
      <Faq />
    </>
  );
}
