import { z } from 'zod';
import { cursorField, limitField } from './paging.js';
import { requestSchema } from './text.js';
import type { UserProfile } from './accounts.js';
import type { OrderStatus, RefundDueReason, SubscriptionStatus } from './plans.js';

/** GET /api/admin/users: one page of the Users section, optionally narrowed by a search. */

export const USERS_PAGE_DEFAULT = 25;
export const USERS_PAGE_MAX = 100;

export const adminUsersQuery = requestSchema(
  z.object({
    search: z
      .string({ error: 'search must be text.' })
      .trim()
      .max(100, 'search must be at most 100 characters.')
      .optional()
      .transform((value) => value || undefined),
    cursor: cursorField(),
    limit: limitField(USERS_PAGE_DEFAULT, USERS_PAGE_MAX),
  }),
);
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** What the Users list shows of a user's subscriptions: the one granting access now, else the latest. */
export interface UserSubscriptionSummary {
  status: SubscriptionStatus;
  planName: string;
  endDate: string;
}

/** The newest purchase attempt (Razorpay order) and how it ended. Rupees. */
export interface LatestPayment {
  status: OrderStatus;
  amount: number;
  planName: string;
  at: string;
  /** The payment that paid the order (its invoice is downloaded by it); null while unpaid. */
  paymentId: string | null;
  /** Why the order's payment is to be refunded (status `needs-refund`); null otherwise. */
  refundReason: RefundDueReason | null;
}

export type AdminUserRow = UserProfile & {
  subscription: UserSubscriptionSummary | null;
  /** Null if they never tried to pay. */
  latestPayment: LatestPayment | null;
  /** Notes this student has downloaded (0 when none). */
  downloads: number;
  /** The student deleted their account: only the payment records the tax rules keep point at it. */
  deleted?: boolean;
};

/** GET /api/admin/users. */
export interface AdminUsersPage {
  users: AdminUserRow[];
  /** Pass back as `cursor` for the next page; null on the last page and for searches. */
  nextCursor: string | null;
  /** A search answers its first `limit` matches only; true when there may be more (type more to narrow). */
  truncated: boolean;
}

/** GET /api/admin/overview: the figures on the admin dashboard's Overview. */
export interface AdminOverview {
  /** Profiles with the role `user` (the teacher's own admin account is not a student). */
  students: number;
  notes: number;
  /** Subscriptions stored as `active` whose paid period has not ended. */
  activeSubscriptions: number;
  /** Every message in the Contact Query list. */
  contactQueries: number;
  /** Rupees kept: captured Razorpay payments less refunds. Free plans carry no payment. */
  revenue: number;
  /** Payments taken that could not start their plan and are not yet refunded, oldest first (at most 50). */
  refundsDue: RefundDue[];
  /** When the figures were read, so the screen can say how fresh they are. */
  generatedAt: string;
}

/** A captured payment the teacher is to refund from Razorpay's dashboard. Rupees. */
export interface RefundDue {
  paymentId: string;
  orderId: string;
  userId: string;
  /** The student's name and email now ('' for a deleted account). */
  name: string;
  email: string;
  planName: string;
  amount: number;
  /** Rupees already refunded (a partial refund); the rest is still owed. */
  refunded: number;
  reason: RefundDueReason;
  at: string | null;
}
