import { callApi } from '../../../lib/api-client';
import type { PaymentReceipt } from '@chem/contract';
export type { PaymentReceipt };

/** The student's captured payments, newest first (GET /api/payments/mine). */
export async function listMyPayments(_key: string, signal: AbortSignal): Promise<PaymentReceipt[]> {
  const { payments } = await callApi('GET /api/payments/mine', { signal });
  return payments;
}

export const receiptPath = (paymentId: string) => `/UserDashboard/receipt/${encodeURIComponent(paymentId)}`;

/** "upi" -> "UPI", "netbanking" -> "Netbanking": Razorpay's method names as a student reads them. */
export function paymentMethodLabel(method: string | null): string {
  switch (method) {
    case null:
    case '':
      return 'Not Available';
    case 'upi':
      return 'UPI';
    case 'emi':
      return 'EMI';
    default:
      return method.charAt(0).toUpperCase() + method.slice(1);
  }
}
