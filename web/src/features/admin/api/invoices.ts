import type { Coupon, CouponInput, SellerSettingsAnswer, SellerSettingsInput } from '@chem/contract';
import { callApi } from '../../../lib/api-client';

export const getSeller = (signal?: AbortSignal): Promise<SellerSettingsAnswer> => callApi('GET /api/invoices/seller', { signal });
export const saveSeller = (body: SellerSettingsInput): Promise<SellerSettingsAnswer> => callApi('PUT /api/invoices/seller', { body });

export const listCoupons = (signal?: AbortSignal): Promise<Coupon[]> => callApi('GET /api/coupons', { signal });
export const createCoupon = (body: CouponInput): Promise<Coupon> => callApi('POST /api/coupons', { body, status: 201 });
export const updateCoupon = (code: string, body: CouponInput): Promise<Coupon> =>
  callApi('PUT /api/coupons/:code', { params: { code }, body });
