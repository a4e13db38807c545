import { NotificationsPage } from '../components/notifications-page';

/** /notifications: the signed-in student's inbox. */
export function Component() {
  return <NotificationsPage />;
}
