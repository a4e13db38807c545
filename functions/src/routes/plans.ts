import { newPlanSchema, planChangesSchema, subscribeSchema } from '@chem/contract';
import type { Request } from 'express';
import { apiRouter } from '../lib/api-router.js';
import { caller, isAdmin, optionalUser, requireAdmin, requireCurrentUser } from '../lib/auth.js';
import { forbidden } from '../lib/errors.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseInput } from '../lib/validate.js';
import { messageAnswer } from '../lib/language.js';
import { subscribeToPlan } from '../services/payments.js';
import { createPlan, deletePlan, listPlans, updatePlan } from '../services/plans.js';
import { checkSubscription } from '../services/subscriptions.js';

const { router, route } = apiRouter('/api/plans');
export const plansRouter = router;

const idParam = (req: Request) => String(req.params.id);

/** A user acts on their own subscription; an admin may act for anyone. */
function assertSelfOrAdmin(req: Request, userId: string): void {
  const user = caller(req);
  if (user.uid !== userId && !isAdmin(user)) throw forbidden('You can only manage your own subscription.');
}

/** Visitors and students see the plans on sale; the admin's list also shows the retired ones. */
route('GET /api/plans/getAllPlans', optionalUser, async (req, res) => {
  const plans = await listPlans({ includeInactive: isAdmin(req.user) });
  cachePublicly(req, res);
  return plans;
});

route('POST /api/plans/createPlan', requireAdmin, (req) => createPlan(parseInput(newPlanSchema, req.body)));

route('PUT /api/plans/updatePlan/:id', requireAdmin, (req) => updatePlan(idParam(req), parseInput(planChangesSchema, req.body)));

route('DELETE /api/plans/deletePlan/:id', requireAdmin, async (req) => {
  await deletePlan(idParam(req));
  return messageAnswer(req, 'Plan has been deleted.');
});

/** Free plans start at once; paid ones need Checkout's verified answer (services/payments.ts). */
route('POST /api/plans/subscribe', requireCurrentUser, async (req) => {
  const request = parseInput(subscribeSchema, req.body);
  assertSelfOrAdmin(req, request.userId);
  return { subscription: await subscribeToPlan(request) };
});

route('GET /api/plans/check/:userId', requireCurrentUser, (req, res) => {
  const userId = String(req.params.userId);
  assertSelfOrAdmin(req, userId);
  res.set('Cache-Control', 'private, no-store');
  return checkSubscription(userId);
});
