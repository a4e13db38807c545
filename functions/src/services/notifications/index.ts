/**
 * The notifications module's public entry for other features: queue a notification (on its own,
 * or inside your transaction) and let the fan-out deliver it. docs/notifications.md, "How a
 * feature sends a notification", has an example.
 */
export {
  queueNotification,
  cancelScheduledNotification,
  queueNotificationIn,
  InvalidNotificationError,
  MAX_NAMED_RECIPIENTS,
  type Audience,
  type NotificationContent,
  type NotificationRequest,
  type QueuedNotification,
  type Recipients,
} from './queue.js';
