import { PageHero } from '../../../components/page-hero';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactPanel } from '../components/contact-section';

// Route module (/Contact and /contact): react-router's `lazy` reads the named `Component` export.
export function Component() {
  useDocumentTitle('Contact Us');

  return (
    <>
      <PageHero title="Contact Our Experts" eyebrow="Contact us">
        <p>Questions about a course, notes or a subscription plan? Send a message, call or chat with us: we are happy to help.</p>
      </PageHero>
      <section className="page-section" aria-labelledby="contact-page-form">
        <div className="page-section-inner">
          <h2 id="contact-page-form" className="visually-hidden">
            Write to us
          </h2>
          <ContactPanel />
        </div>
      </section>
    </>
  );
}
