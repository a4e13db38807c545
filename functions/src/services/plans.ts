import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { documentRef } from '../lib/document-ref.js';
import { notFound } from '../lib/errors.js';
import { db, runTransaction } from '../lib/firebase.js';
import { storedFields } from '../lib/fields.js';
import { PLAN_STATUSES, type NewPlan, type Plan, type PlanChanges, type PlanStatus } from '@chem/contract';

export const PLANS = 'plans';
const PLAN_NOT_FOUND = 'Plan not found.';

const isPlanStatus = (value: string): value is PlanStatus => (PLAN_STATUSES as readonly string[]).includes(value);

/** A plan as the contract answers it; a stored status other than the two known ones reads as inactive. */
function toPlan(snapshot: DocumentSnapshot): Plan {
  const fields = storedFields(snapshot);
  const status = fields.text('status');
  return {
    _id: snapshot.id,
    name: fields.text('name'),
    price: fields.number('price'),
    period: fields.text('period'),
    description: fields.text('description'),
    features: fields.texts('features'),
    notIncluded: fields.texts('notIncluded'),
    status: isPlanStatus(status) ? status : 'inactive',
    duration: fields.number('duration', 1),
    createdAt: fields.time('createdAt'),
    updatedAt: fields.time('updatedAt'),
  };
}

/**
 * Cheapest first, as the plans page lays them out. The collection holds a handful of plans, so
 * filtering and sorting here avoids a composite (status, price) index for one small list.
 */
export async function listPlans(options: { includeInactive: boolean }): Promise<Plan[]> {
  const collection = db().collection(PLANS);
  const snapshot = await (options.includeInactive ? collection : collection.where('status', '==', 'active' satisfies PlanStatus)).get();
  return snapshot.docs.map(toPlan).sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
}

export async function createPlan(plan: NewPlan): Promise<Plan> {
  const now = Timestamp.now();
  const ref = db().collection(PLANS).doc();
  await ref.create({ ...plan, createdAt: now, updatedAt: now });
  return toPlan(await ref.get());
}

export async function updatePlan(id: string, changes: PlanChanges): Promise<Plan> {
  const ref = documentRef(PLANS, id, PLAN_NOT_FOUND);
  await runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) throw notFound(PLAN_NOT_FOUND);
    transaction.update(ref, { ...changes, updatedAt: Timestamp.now() });
  });
  return toPlan(await ref.get());
}

/** Subscriptions keep the plan's name and price, so deleting a plan leaves every purchase readable. */
export async function deletePlan(id: string): Promise<void> {
  const ref = documentRef(PLANS, id, PLAN_NOT_FOUND);
  await runTransaction(async (transaction) => {
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
