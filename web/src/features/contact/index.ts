// What the rest of the site may use of the contact feature: the floating chat button every page
// shows (with its texts), and the contact panel the home page loads as the visitor scrolls near it.
export { FloatingChatButton } from './components/chat-button';
export { chatCatalog } from './chat/i18n';
export const loadContactPanel = () => import('./components/contact-section').then((module) => module.ContactPanel);
