import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { documentRef } from '../lib/document-ref.js';
import { notFound } from '../lib/errors.js';
import { db } from '../lib/firebase.js';
import { toApi, type ApiValue } from '../lib/serialize.js';
import type { NewPlan, PlanChanges, PlanStatus } from './plan-schema.js';

export const PLANS = 'plans';
const PLAN_NOT_FOUND = 'Plan not found.';

export type ApiPlan = { _id: string } & Record<string, ApiValue>;

const priceOf = (plan: ApiPlan) => (typeof plan.price === 'number' ? plan.price : Number.POSITIVE_INFINITY);
const nameOf = (plan: ApiPlan) => (typeof plan.name === 'string' ? plan.name : '');

/**
 * Cheapest first, as the plans page lays them out. The collection holds a handful of plans, so
 * filtering and sorting here avoids a composite (status, price) index for one small list.
 */
export async function listPlans(options: { includeInactive: boolean }): Promise<ApiPlan[]> {
  const collection = db().collection(PLANS);
  const snapshot = await (options.includeInactive ? collection : collection.where('status', '==', 'active' satisfies PlanStatus)).get();
  return snapshot.docs.map((doc) => toApi(doc)).sort((a, b) => priceOf(a) - priceOf(b) || nameOf(a).localeCompare(nameOf(b)));
}

export async function createPlan(plan: NewPlan): Promise<ApiPlan> {
  const now = Timestamp.now();
  const ref = db().collection(PLANS).doc();
  await ref.create({ ...plan, createdAt: now, updatedAt: now });
  return toApi(await ref.get());
}

export async function updatePlan(id: string, changes: PlanChanges): Promise<ApiPlan> {
  const ref = documentRef(PLANS, id, PLAN_NOT_FOUND);
  await db().runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) throw notFound(PLAN_NOT_FOUND);
    transaction.update(ref, { ...changes, updatedAt: Timestamp.now() });
  });
  return toApi(await ref.get());
}

/** Subscriptions keep the plan's name and price, so deleting a plan leaves every purchase readable. */
export async function deletePlan(id: string): Promise<void> {
  const ref = documentRef(PLANS, id, PLAN_NOT_FOUND);
  await db().runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) throw notFound(PLAN_NOT_FOUND);
    transaction.delete(ref);
  });
}

/** A plan as the subscription service needs it: only a plan on sale can be bought. */
export interface PurchasablePlan {
  id: string;
  name: string;
  price: number;
  duration: number;
}

export function purchasablePlan(snapshot: DocumentSnapshot): PurchasablePlan | undefined {
  const data = snapshot.data();
  if (!data || data.status !== ('active' satisfies PlanStatus)) return undefined;
  const { name, price, duration } = data;
  if (typeof name !== 'string' || typeof price !== 'number' || !Number.isInteger(duration) || duration < 1) return undefined;
  return { id: snapshot.id, name, price, duration: duration as number };
}
