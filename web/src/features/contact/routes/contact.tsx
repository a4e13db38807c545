import { PageHero } from '../../../components/page-hero';
import { useT } from '../../../i18n/catalog';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactPanel } from '../components/contact-section';
import { contactPagesCatalog } from '../pages/i18n';

// Route module (/Contact and /contact): react-router's `lazy` reads the named `Component` export.
export function Component() {
  const t = useT(contactPagesCatalog);
  useDocumentTitle(t('contactPages.title'));

  return (
    <>
      <PageHero title={t('contactPages.hero.title')} eyebrow={t('contactPages.hero.eyebrow')}>
        <p>{t('contactPages.hero.text')}</p>
      </PageHero>
      <section className="page-section" aria-labelledby="contact-page-form">
        <div className="page-section-inner">
          <h2 id="contact-page-form" className="visually-hidden">
            {t('contactPages.formTitle')}
          </h2>
          <ContactPanel />
        </div>
      </section>
    </>
  );
}
