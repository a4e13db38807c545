import { whatsappLink } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { useSiteSettings } from '../../../lib/site-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { WhatsAppIcon } from '../../../components/icons/whatsapp-icon';
import { contactPagesCatalog } from '../pages/i18n';

// Route module (/WhatsAppButton): the chat button as a page of its own.
export function Component() {
  const t = useT(contactPagesCatalog);
  useDocumentTitle(t('contactPages.chat.title'));
  const { whatsappNumber } = useSiteSettings();

  return (
    <section className="status-page" aria-labelledby="chat-title">
      <h1 id="chat-title">{t('contactPages.chat.title')}</h1>
      <p>{t('contactPages.chat.text')}</p>
      <div className="button-row">
        <a className="button chat-page-button" href={whatsappLink(whatsappNumber)} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon size={32} />
          {t('contactPages.chat.button')}
          <span className="visually-hidden">{t('contactPages.chat.hint')}</span>
        </a>
      </div>
    </section>
  );
}
