import { couponCheckSchema, couponInputSchema } from '@chem/contract';
import { couponCheckLimit } from '../config/rate-limits.js';
import { apiRouter } from '../lib/api-router.js';
import { caller, requireAdmin, requireCurrentUser } from '../lib/auth.js';
import { consume } from '../lib/rate-limit.js';
import { parseInput } from '../lib/validate.js';
import { checkCoupon, createCoupon, listCoupons, updateCoupon } from '../services/coupons.js';

const { router, route } = apiRouter('/api/coupons');
export const couponsRouter = router;

route('GET /api/coupons', requireAdmin, async (_req, res) => {
  res.set('Cache-Control', 'private, no-store');
  return listCoupons();
});

route('POST /api/coupons', requireAdmin, (req) => createCoupon(parseInput(couponInputSchema, req.body)));

route('PUT /api/coupons/:code', requireAdmin, (req) => updateCoupon(String(req.params.code), parseInput(couponInputSchema, req.body)));

/** The price with a code, before paying. Bounded per student: codes must not be guessable by trying. */
route('POST /api/coupons/check', requireCurrentUser, async (req) => {
  const { planId, code } = parseInput(couponCheckSchema, req.body);
  const { uid } = caller(req);
  await consume(couponCheckLimit(), uid);
  return checkCoupon(uid, planId, code);
});
