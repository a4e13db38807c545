import { Suspense } from 'react';
import { whatsappLink } from '@chem/contract';
import { useT } from '../../../i18n/catalog';
import { useSiteSettings } from '../../../lib/site-settings';
import { WhatsAppIcon } from '../../../components/icons/whatsapp-icon';
import { chatCatalog } from '../chat/i18n';
import './chat-button.css';

function ChatLink() {
  const { whatsappNumber } = useSiteSettings();
  const t = useT(chatCatalog);
  if (!whatsappNumber) return null;
  return (
    <a className="chat-button" href={whatsappLink(whatsappNumber)} target="_blank" rel="noopener noreferrer" aria-label={t('chat.label')}>
      <WhatsAppIcon />
    </a>
  );
}

/**
 * The floating chat-app button of every page: a chat link to the teacher's number. Its
 * own Suspense boundary: while its text arrives in another language, the button waits, not the page.
 */
export function FloatingChatButton() {
  return (
    <Suspense fallback={null}>
      <ChatLink />
    </Suspense>
  );
}
