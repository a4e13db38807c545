import { paymentOrderSchema } from '@chem/contract';
import { apiRouter } from '../lib/api-router.js';
import { caller, requireCurrentUser } from '../lib/auth.js';
import { parseInput } from '../lib/validate.js';
import { paymentsFor } from '../services/payment-records.js';
import { createPaymentOrder, handleWebhook } from '../services/payments.js';

const { router, route } = apiRouter('/api/payments');
export const paymentsRouter = router;

/** Starts a purchase: a Razorpay order for the plan's stored price, for the signed-in user. */
route('POST /api/payments/order', requireCurrentUser, (req) => {
  return createPaymentOrder(caller(req).uid, parseInput(paymentOrderSchema, req.body));
});

/** The signed-in user's captured payments, for their receipts. */
route('GET /api/payments/mine', requireCurrentUser, async (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  return { payments: await paymentsFor(caller(req).uid) };
});

/** Razorpay's server-to-server report. No user: the signature over the raw body is the proof. */
route('POST /api/payments/webhook', async (req) => {
  const rawBody = (req as typeof req & { rawBody?: Buffer }).rawBody;
  const outcome = await handleWebhook(rawBody, req.get('X-Razorpay-Signature'), new Date());
  return { status: outcome };
});
