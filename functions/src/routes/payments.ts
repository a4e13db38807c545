import { Router } from 'express';
import { caller, requireUser } from '../lib/auth.js';
import { parseInput } from '../lib/validate.js';
import { paymentOrderSchema } from '@chem/contract';
import { paymentsFor } from '../services/payment-records.js';
import { createPaymentOrder, handleWebhook } from '../services/payments.js';

export const paymentsRouter = Router();

/** Starts a purchase: a Razorpay order for the plan's stored price, for the signed-in user. */
paymentsRouter.post('/order', requireUser, async (req, res) => {
  const { planId } = parseInput(paymentOrderSchema, req.body);
  res.status(201).json(await createPaymentOrder(caller(req).uid, planId));
});

/** The signed-in user's captured payments, for their receipts. */
paymentsRouter.get('/mine', requireUser, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  res.json({ payments: await paymentsFor(caller(req).uid) });
});

/** Razorpay's server-to-server report. No user: the signature over the raw body is the proof. */
paymentsRouter.post('/webhook', async (req, res) => {
  const rawBody = (req as typeof req & { rawBody?: Buffer }).rawBody;
  const outcome = await handleWebhook(rawBody, req.get('X-Razorpay-Signature'), new Date());
  res.json({ status: outcome });
});
