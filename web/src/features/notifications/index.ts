// What other parts of the app may use of notifications: the header's bell (a loader: its own
// chunk, loaded only for a signed-in student) and the Profile's Notifications card.
export const loadNotificationBell = () => import('./entry/bell');
export { NotificationSettingsCard } from './components/notification-settings';
