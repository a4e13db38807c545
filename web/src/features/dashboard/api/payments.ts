import type { Translate } from '../../../i18n/catalog';
import { callApi } from '../../../lib/api-client';
import type { PaymentReceipt } from '@chem/contract';
export type { PaymentReceipt };

/** The student's captured payments, newest first (GET /api/payments/mine). */
export async function listMyPayments(signal: AbortSignal): Promise<PaymentReceipt[]> {
  const { payments } = await callApi('GET /api/payments/mine', { signal });
  return payments;
}

const METHOD_LABELS = {
  upi: 'dashboard.method.upi',
  emi: 'dashboard.method.emi',
  card: 'dashboard.method.card',
  netbanking: 'dashboard.method.netbanking',
  wallet: 'dashboard.method.wallet',
  paylater: 'dashboard.method.paylater',
} as const;
type MethodId = (typeof METHOD_LABELS)[keyof typeof METHOD_LABELS] | 'dashboard.notAvailable';

/** "upi" -> "UPI", "netbanking" -> "Netbanking": Razorpay's method names as a student reads them. */
export function paymentMethodLabel(method: string | null, t: Translate<MethodId>): string {
  if (!method) return t('dashboard.notAvailable');
  const known = METHOD_LABELS[method as keyof typeof METHOD_LABELS];
  return known ? t(known) : method.charAt(0).toUpperCase() + method.slice(1);
}
