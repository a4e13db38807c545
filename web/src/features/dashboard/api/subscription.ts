import { ApiError, callApi } from '../../../lib/api-client';
import type { Subscription, SubscriptionCheck as CheckAnswer } from '@chem/contract';

/** The API's answer, or no subscription at all (its 404). */
export type SubscriptionCheck = Omit<CheckAnswer, 'subscription'> & { subscription: Subscription | null };

/**
 * The student's current (or latest) subscription. The API answers 404 for a student who never
 * subscribed; that, like an empty body, is "no subscription", not a failure.
 */
export async function checkSubscription(userId: string, signal?: AbortSignal): Promise<SubscriptionCheck> {
  try {
    // The spec: an empty body also means no subscription.
    const answer: Partial<CheckAnswer> | undefined = await callApi('GET /api/plans/check/:userId', { params: { userId }, signal });
    return { isSubscribed: answer?.isSubscribed === true, subscription: answer?.subscription ?? null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { isSubscribed: false, subscription: null };
    throw error;
  }
}
