import { apiGet, apiSend } from '../../../lib/api-client';
import type { Plan, PlanStatus } from '@chem/contract';
export type { Plan, PlanStatus };
export { PLAN_NAMES } from '@chem/contract';

/** What the plan form sends (the API's newPlanSchema / planChangesSchema). */
export type PlanInput = Omit<Plan, '_id' | 'createdAt' | 'updatedAt'>;

const base = '/api/plans';
const id = (planId: string) => encodeURIComponent(planId);

/** With the admin's token the list includes inactive plans. */
export const listPlans = (signal?: AbortSignal) => apiGet<Plan[]>(`${base}/getAllPlans`, { signal });
export const createPlan = (plan: PlanInput) => apiSend<Plan>('POST', `${base}/createPlan`, plan);
export const updatePlan = (planId: string, plan: PlanInput) => apiSend<Plan>('PUT', `${base}/updatePlan/${id(planId)}`, plan);
export const deletePlan = (planId: string) => apiSend<unknown>('DELETE', `${base}/deletePlan/${id(planId)}`);
