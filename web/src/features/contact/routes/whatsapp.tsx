import { whatsappLink } from '@chem/contract';
import { useSiteSettings } from '../../../lib/site-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { WhatsAppIcon } from '../../../components/icons/whatsapp-icon';

// Route module (/WhatsAppButton): the chat button as a page of its own (spec §2 route table).
export function Component() {
  useDocumentTitle('Chat with us');
  const { whatsappNumber } = useSiteSettings();

  return (
    <section className="status-page" aria-labelledby="chat-title">
      <h1 id="chat-title">Chat with us</h1>
      <p>Have a question about classes, notes or plans? Message the teacher on WhatsApp and get a quick reply.</p>
      <div className="button-row">
        <a className="button chat-page-button" href={whatsappLink(whatsappNumber)} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon size={32} />
          Chat on WhatsApp
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
