import type { Plan, PlanStatus } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export type { Plan, PlanStatus };
export { PLAN_NAMES } from '@chem/contract';

/** What the plan form sends, as typed (the API's newPlanSchema / planChangesSchema parse numbers and comma lists). */
export type PlanInput = Record<'name' | 'price' | 'period' | 'description' | 'features' | 'notIncluded' | 'status' | 'duration', string>;

/** With the admin's token the list includes inactive plans. */
export const listPlans = (signal?: AbortSignal) => callApi('GET /api/plans/getAllPlans', { signal });
export const createPlan = (plan: PlanInput) => callApi('POST /api/plans/createPlan', { body: plan, status: 201 });
export const updatePlan = (id: string, plan: PlanInput) => callApi('PUT /api/plans/updatePlan/:id', { params: { id }, body: plan });
export const deletePlan = (id: string) => callApi('DELETE /api/plans/deletePlan/:id', { params: { id } });
