import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  getFirestore,
  type DocumentReference,
  type DocumentSnapshot,
  type ReadOnlyTransactionOptions,
  type ReadWriteTransactionOptions,
  type Transaction,
} from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/**
 * firebase-admin, initialised once. Configuration comes from the runtime: FIREBASE_CONFIG in Cloud
 * Functions and the emulators, and the standard *_EMULATOR_HOST variables locally, so the same
 * code talks to production, the emulators or the local Storage stand-in without knowing which.
 */
function adminApp(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  const app = initializeApp();
  getFirestore(app).settings({ ignoreUndefinedProperties: true });
  return app;
}

export const db = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());

/** How many times a transaction the database closed under it is run again before its error is thrown. */
export const CLOSED_TRANSACTION_ATTEMPTS = 4;

/**
 * True for the error a transaction gets when the database closed it while it waited: the
 * Firestore emulator settles two transactions contending for the same documents by timing one out
 * with INVALID_ARGUMENT "Transaction is invalid or closed", a code the SDK treats as final. Nothing
 * of such a transaction was written, so running it again is safe. (Production answers ABORTED,
 * which the SDK itself retries.)
 */
export function isClosedTransaction(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (code === 3 || code === 'invalid-argument') && /transaction is invalid or closed/i.test(error.message);
}

/**
 * Every transaction of the app goes through here: `db().runTransaction`, plus a fresh run when
 * the database closed the transaction under it (see isClosedTransaction). The function may run
 * several times, as with the SDK's own retries, so it must only touch Firestore.
 */
export async function runTransaction<T>(
  update: (transaction: Transaction) => Promise<T>,
  options?: ReadWriteTransactionOptions | ReadOnlyTransactionOptions,
  attempts: number = CLOSED_TRANSACTION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db().runTransaction(update, options);
    } catch (error) {
      if (attempt >= attempts || !isClosedTransaction(error)) throw error;
    }
  }
}

/**
 * Two documents read in one request of a transaction, so two transactions reading the same pair
 * lock them in the same order instead of waiting on each other.
 */
export async function getPair(
  transaction: Transaction,
  first: DocumentReference,
  second: DocumentReference,
): Promise<[DocumentSnapshot, DocumentSnapshot]> {
  const [a, b] = await transaction.getAll(first, second);
  if (!a || !b) throw new Error('Firestore answered getAll with fewer documents than asked for.');
  return [a, b];
}

/** The default bucket; in a demo project without FIREBASE_CONFIG it falls back to `<project>.appspot.com`. */
export function bucket() {
  const app = adminApp();
  const configured = app.options.storageBucket;
  if (configured) return getStorage(app).bucket();
  const project = app.options.projectId ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  return getStorage(app).bucket(`${project}.appspot.com`);
}
