// What other parts of the app may use of notifications, as loaders so the importer's chunk does
// not grow: the header's bell (loaded only for a signed-in student) and the Profile's
// Notifications card.
export const loadNotificationBell = () => import('./entry/bell');
export const loadNotificationSettings = () => import('./components/notification-settings');
/** "Turn on notifications on this phone", offered after a student asks a doubt. */
export const loadPushPrompt = () => import('./entry/push-prompt');
