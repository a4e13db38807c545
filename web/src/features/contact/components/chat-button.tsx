import { whatsappLink } from '@chem/contract';
import { useSiteSettings } from '../../../lib/site-settings';
import { WhatsAppIcon } from '../../../components/icons/whatsapp-icon';
import './chat-button.css';

/** The floating chat-app button of every page (spec §1): a chat link to the teacher's number. */
export function FloatingChatButton() {
  const { whatsappNumber } = useSiteSettings();
  if (!whatsappNumber) return null;
  return (
    <a
      className="chat-button"
      href={whatsappLink(whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp (opens in a new tab)"
    >
      <WhatsAppIcon />
    </a>
  );
}
