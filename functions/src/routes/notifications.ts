import {
  inboxQuery,
  markReadSchema,
  preferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unsubscribeQuery,
} from '@chem/contract';
import { notificationReadLimit, notificationSettingsLimit, unsubscribeLimit } from '../config/rate-limits.js';
import { apiRouter } from '../lib/api-router.js';
import { caller, requireCurrentUser } from '../lib/auth.js';
import { clientKey } from '../lib/client-address.js';
import { consume } from '../lib/rate-limit.js';
import { parseInput } from '../lib/validate.js';
import {
  listInbox,
  markRead,
  notificationSettings,
  removePushSubscription,
  savePreferences,
  savePushSubscription,
  unsubscribe,
} from '../services/notifications/inbox.js';

/** The student's inbox, push subscriptions and preferences; the emails' one-click unsubscribe. */
const { router, route } = apiRouter('/api/notifications');
export const notificationsRouter = router;

route('GET /api/notifications', requireCurrentUser, (req) => {
  const { cursor, limit } = parseInput(inboxQuery, req.query);
  return listInbox(caller(req).uid, cursor, limit);
});

route('POST /api/notifications/read', requireCurrentUser, async (req) => {
  const request = parseInput(markReadSchema, req.body);
  const { uid } = caller(req);
  await consume(notificationReadLimit(), uid);
  return markRead(uid, request);
});

route('POST /api/notifications/push-subscriptions', requireCurrentUser, async (req) => {
  const subscription = parseInput(pushSubscriptionSchema, req.body);
  const { uid } = caller(req);
  await consume(notificationSettingsLimit(), uid);
  return savePushSubscription(uid, subscription);
});

route('DELETE /api/notifications/push-subscriptions', requireCurrentUser, async (req) => {
  const { endpoint } = parseInput(pushUnsubscribeSchema, req.body);
  const { uid } = caller(req);
  await consume(notificationSettingsLimit(), uid);
  return removePushSubscription(uid, endpoint);
});

route('GET /api/notifications/preferences', requireCurrentUser, (req) => notificationSettings(caller(req).uid));

route('PUT /api/notifications/preferences', requireCurrentUser, async (req) => {
  const { preferences } = parseInput(preferencesSchema, req.body);
  const { uid } = caller(req);
  await consume(notificationSettingsLimit(), uid);
  return savePreferences(uid, preferences);
});

// The emails' List-Unsubscribe URL: mail apps POST here with no sign-in; the signed token says who and what.
route('POST /api/notifications/unsubscribe', async (req) => {
  const { token } = parseInput(unsubscribeQuery, req.query);
  await consume(unsubscribeLimit(), clientKey(req));
  return unsubscribe(token);
});
