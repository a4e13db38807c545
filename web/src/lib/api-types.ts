/**
 * The shapes the API answers with (ARCHITECTURE.md, data model), typed once for every feature
 * that reads them. The server fills every field (empty strings, zeros, empty lists), so these are
 * not optional; dates are ISO strings.
 */

export interface Course {
  _id: string;
  title: string;
  description: string;
  fullDescription: string;
  instructor: string;
  category: string;
  duration: string;
  lessons: number;
  /** Rupees; 0 for a free course. */
  price: number;
  originalPrice: number | null;
  isFree: boolean;
  /** `/courses/<file>`, served at `/uploads/courses/<file>`; '' without a photo. */
  coursesPhoto: string;
  difficulty: string;
  rating: number;
  students: number;
  featured: boolean;
  bestseller: boolean;
  isLive: boolean;
  chapters: string[];
  createdAt?: string;
  updatedAt?: string;
}

/** A note as the public list answers it: never a path or URL of its file. */
export interface Note {
  _id: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  difficulty: string;
  pages: number;
  rating: number;
  uploadDate: string;
  downloads: number;
  fileName: string;
  contentType: string;
  size: number;
}

export type PlanStatus = 'active' | 'inactive';

export interface Plan {
  _id: string;
  name: string;
  /** Rupees. */
  price: number;
  period: string;
  description: string;
  features: string[];
  notIncluded: string[];
  status: PlanStatus;
  /** Months; a subscription ends this many calendar months after it starts. */
  duration: number;
}

export interface Subscription {
  _id: string;
  userId: string;
  planId: string;
  planName?: string;
  /** Rupees paid. */
  price?: number;
  /** The server reports an active one past its end date as expired. */
  status: string;
  startDate: string;
  endDate: string;
  paymentId?: string;
  createdAt?: string;
  updatedAt?: string;
}

/** A captured payment as GET /api/payments/mine answers it (a receipt). Amount in rupees. */
export interface PaymentReceipt {
  _id: string;
  orderId: string;
  planId: string;
  planName: string;
  amount: number;
  currency: string;
  method: string | null;
  startDate: string | null;
  endDate: string | null;
  paidAt: string | null;
}

export interface SubscriptionCheck {
  isSubscribed: boolean;
  subscription: Subscription | null;
}

export type Role = 'user' | 'admin';

/**
 * A user's profile as GET/PUT /api/user/profile, login and signup answer it
 * (functions/src/services/accounts.ts PublicProfile); `id` is the uid, which clients use as userId.
 */
export interface UserProfile {
  _id: string;
  id: string;
  name: string;
  email: string;
  phone: string;
  school: string;
  course: string;
  /** Path under /uploads, e.g. `users/<file>.webp`; empty without a photo. */
  image: string;
  role: Role;
  location: string;
  gender: string;
  /** YYYY-MM-DD or empty. */
  dob: string;
  bio: string;
  createdAt: string | null;
  updatedAt: string | null;
}

/** A home carousel slide (spec §3 Banner). */
export interface Banner {
  _id: string;
  /** A path such as `/uploads/banners/<file>.webp`, or a full URL. */
  image: string;
  createdAt?: string;
}
