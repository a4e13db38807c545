import { Router, type Request } from 'express';
import { caller, isAdmin, optionalUser, requireAdmin, requireUser } from '../lib/auth.js';
import { forbidden } from '../lib/errors.js';
import { cachePublicly } from '../lib/http-cache.js';
import { parseInput } from '../lib/validate.js';
import { newPlanSchema, planChangesSchema, subscribeSchema } from '@chem/contract';
import { createPlan, deletePlan, listPlans, updatePlan } from '../services/plans.js';
import { subscribeToPlan } from '../services/payments.js';
import { checkSubscription } from '../services/subscriptions.js';

export const plansRouter = Router();

const idParam = (req: Request) => String(req.params.id);

/** A user acts on their own subscription; an admin may act for anyone. */
function assertSelfOrAdmin(req: Request, userId: string): void {
  const user = caller(req);
  if (user.uid !== userId && !isAdmin(user)) throw forbidden('You can only manage your own subscription.');
}

/** Visitors and students see the plans on sale; the admin's list also shows the retired ones. */
plansRouter.get('/getAllPlans', optionalUser, async (req, res) => {
  const plans = await listPlans({ includeInactive: isAdmin(req.user) });
  cachePublicly(req, res);
  res.json(plans);
});

plansRouter.post('/createPlan', requireAdmin, async (req, res) => {
  const plan = await createPlan(parseInput(newPlanSchema, req.body));
  res.status(201).json(plan);
});

plansRouter.put('/updatePlan/:id', requireAdmin, async (req, res) => {
  const plan = await updatePlan(idParam(req), parseInput(planChangesSchema, req.body));
  res.json(plan);
});

plansRouter.delete('/deletePlan/:id', requireAdmin, async (req, res) => {
  await deletePlan(idParam(req));
  res.json({ message: 'Plan has been deleted.' });
});

/** Free plans start at once; paid ones need Checkout's verified answer (services/payments.ts). */
plansRouter.post('/subscribe', requireUser, async (req, res) => {
  const request = parseInput(subscribeSchema, req.body);
  assertSelfOrAdmin(req, request.userId);
  const subscription = await subscribeToPlan(request);
  res.status(201).json({ subscription });
});

plansRouter.get('/check/:userId', requireUser, async (req, res) => {
  const userId = String(req.params.userId);
  assertSelfOrAdmin(req, userId);
  res.set('Cache-Control', 'private, no-store');
  res.json(await checkSubscription(userId));
});
