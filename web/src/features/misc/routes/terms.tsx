import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHero } from '../../../components/page-hero';
import { phoneHref } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { formatLongDate } from '../../../lib/format';
import { useSiteSettings } from '../../../lib/site-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { termsCatalog } from '../terms/i18n';
import './terms.css';
import { PLANS_PATH } from '../../../config/paths';

/** Last reviewed date shown to readers (1 January 2025); update it with the text. */
const LAST_UPDATED = new Date(2025, 0, 1);

/**
 * A translated sentence with links or emphasis inside: each placeholder in `parts` is written into
 * the message as a marker, and the text is cut at the markers, so each language keeps its own
 * word order around the link.
 */
function withParts(message: (values: Record<string, string>) => string, parts: Record<string, ReactNode>): ReactNode[] {
  const names = Object.keys(parts);
  const text = message(Object.fromEntries(names.map((name) => [name, `\u0000${name}\u0000`])));
  return text.split('\u0000').map((piece, index) => <Fragment key={index}>{index % 2 === 1 ? parts[piece] : piece}</Fragment>);
}

// Route module (/terms-and-conditions): react-router's `lazy` reads the named `Component` export.
export function Component() {
  const t = useT(termsCatalog);
  useDocumentTitle(t('terms.title'));
  const site = useSiteSettings();

  return (
    <>
      <PageHero title={t('terms.title')} eyebrow={t('terms.eyebrow')}>
        <p>{t('terms.updated', { date: formatLongDate(LAST_UPDATED) })}</p>
      </PageHero>
      <article className="page-section terms">
        <div className="page-section-inner terms-inner">
          <p>{t('terms.intro', { site: site.siteName })}</p>

          <h2>{t('terms.account')}</h2>
          <ul>
            <li>{t('terms.account.1')}</li>
            <li>{t('terms.account.2')}</li>
            <li>{t('terms.account.3')}</li>
          </ul>

          <h2>{t('terms.payment')}</h2>
          <ul>
            <li>
              {withParts((values) => t('terms.payment.1', values), {
                link: <Link to={PLANS_PATH}>{t('terms.payment.1.link')}</Link>,
              })}
            </li>
            <li>{t('terms.payment.2')}</li>
            <li>{t('terms.payment.3')}</li>
            <li>{t('terms.payment.4')}</li>
            <li>{t('terms.payment.5')}</li>
          </ul>

          <h2>{t('terms.refunds')}</h2>
          <ul>
            <li>
              {withParts((values) => t('terms.refunds.1', values), {
                guarantee: <strong>{t('terms.refunds.1.guarantee')}</strong>,
              })}
            </li>
            <li>{t('terms.refunds.2')}</li>
            <li>{t('terms.refunds.3')}</li>
          </ul>

          <h2>{t('terms.use')}</h2>
          <ul>
            <li>
              {withParts((values) => t('terms.use.1', values), {
                personal: <strong>{t('terms.use.1.personal')}</strong>,
              })}
            </li>
            <li>{t('terms.use.2')}</li>
            <li>{t('terms.use.3')}</li>
            <li>{t('terms.use.4')}</li>
          </ul>

          <h2>{t('terms.privacy')}</h2>
          <ul>
            <li>{t('terms.privacy.1')}</li>
            <li>{t('terms.privacy.2')}</li>
            <li>{t('terms.privacy.3')}</li>
            <li>{t('terms.privacy.4')}</li>
          </ul>

          <h2>{t('terms.content')}</h2>
          <p>{t('terms.content.text')}</p>

          <h2>{t('terms.changes')}</h2>
          <p>
            {withParts((values) => t('terms.changes.text', values), {
              email: <a href={`mailto:${site.email}`}>{site.email}</a>,
              phone: <a href={phoneHref(site.phone)}>{site.phone}</a>,
              link: <Link to="/Contact">{t('terms.changes.link')}</Link>,
            })}
          </p>
        </div>
      </article>
    </>
  );
}
