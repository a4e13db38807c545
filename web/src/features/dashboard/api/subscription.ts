import { ApiError, apiGet } from '../../../lib/api-client';

/** One purchase as GET /api/plans/check answers it (functions/src/services/subscriptions.ts). */
export interface Subscription {
  _id: string;
  userId: string;
  planId: string;
  planName?: string;
  /** Rupees paid. */
  price?: number;
  /** The server reports an active one past its end date as expired. */
  status: string;
  startDate: string;
  endDate: string;
  paymentId?: string;
  createdAt?: string;
  updatedAt?: string;
}

export interface SubscriptionCheck {
  isSubscribed: boolean;
  subscription: Subscription | null;
}

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
