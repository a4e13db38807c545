import type {
  MarkReadAnswer,
  NotificationInbox,
  NotificationPreferences,
  NotificationSettings,
  PushSubscriptionAnswer,
} from '@chem/contract';
import { callApi } from '../../../lib/api-client';

/** The student's notifications, by the contract's route names. */

export const getInbox = (cursor: string | undefined, limit: number | undefined, signal?: AbortSignal): Promise<NotificationInbox> =>
  callApi('GET /api/notifications', { query: { cursor, limit }, signal });

export const markRead = (body: { all: true } | { ids: string[] }): Promise<MarkReadAnswer> =>
  callApi('POST /api/notifications/read', { body });

export const getSettings = (signal?: AbortSignal): Promise<NotificationSettings> =>
  callApi('GET /api/notifications/preferences', { signal });

export const savePreferences = (preferences: NotificationPreferences): Promise<NotificationSettings> =>
  callApi('PUT /api/notifications/preferences', { body: { preferences } });

export const sendSubscription = (subscription: PushSubscriptionJSON): Promise<PushSubscriptionAnswer> =>
  callApi('POST /api/notifications/push-subscriptions', {
    body: subscription as { endpoint: string; keys: { p256dh: string; auth: string } },
  });

export const dropSubscription = (endpoint: string): Promise<PushSubscriptionAnswer> =>
  callApi('DELETE /api/notifications/push-subscriptions', { body: { endpoint } });
