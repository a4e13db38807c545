import { ApiError, apiGet } from '../../../lib/api-client';
import type { Subscription, SubscriptionCheck } from '../../../lib/api-types';
export type { Subscription, SubscriptionCheck };

/**
 * The student's current (or latest) subscription. The API answers 404 for a student who never
 * subscribed; that, like an empty body, is "no subscription", not a failure (product-spec §7).
 */
export async function checkSubscription(userId: string, signal?: AbortSignal): Promise<SubscriptionCheck> {
  try {
    const answer = await apiGet<Partial<SubscriptionCheck> | undefined>(`/api/plans/check/${encodeURIComponent(userId)}`, { signal });
    return { isSubscribed: answer?.isSubscribed === true, subscription: answer?.subscription ?? null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { isSubscribed: false, subscription: null };
    throw error;
  }
}
