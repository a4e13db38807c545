import { apiGet, apiRequest } from '../../../lib/api-client';
import type { Plan, Subscription } from '../../../lib/api-types';
export type { Plan, Subscription };

// A public read: no token, so Hosting's CDN can answer it (ARCHITECTURE.md).
export function listPlans(signal?: AbortSignal): Promise<Plan[]> {
  return apiGet<Plan[]>('/api/plans/getAllPlans', { token: null, signal });
}

/**
 * The payment step, in one place so a payment gateway can replace it: today the API activates
 * the plan at once (POST /api/plans/subscribe answers 201 with the subscription). Failures are
 * ApiErrors: 400 "Invalid plan selected.", others with the server's message, 0 for no network.
 */
export async function payForPlan(userId: string, planId: string): Promise<Subscription> {
  const { subscription } = await apiRequest<{ subscription: Subscription }>('/api/plans/subscribe', {
    method: 'POST',
    body: { userId, planId },
    // 201 is success (spec §7); anything else shows the failure dialog.
    successStatus: 201,
  });
  return subscription;
}
