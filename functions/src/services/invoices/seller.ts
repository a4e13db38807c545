import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { isGstStateCode, isValidGstin, type SellerSettings, type SellerSettingsAnswer } from '@chem/contract';
import { db } from '../../lib/firebase.js';

/** The teacher's details as invoices print them: one document, `settings/seller`, edited by the admin. */
export const sellerRef = () => db().doc('settings/seller');

export function readSeller(snapshot: DocumentSnapshot): SellerSettings | null {
  const data = snapshot.data();
  if (!data) return null;
  const { legalName, address, state, gstin } = data;
  if (typeof legalName !== 'string' || typeof address !== 'string' || typeof state !== 'string' || !isGstStateCode(state)) return null;
  return { legalName, address, state, gstin: typeof gstin === 'string' && isValidGstin(gstin) ? gstin : '' };
}

const answerOf = (snapshot: DocumentSnapshot): SellerSettingsAnswer => {
  const updatedAt: unknown = snapshot.get('updatedAt');
  return { seller: readSeller(snapshot), updatedAt: updatedAt instanceof Timestamp ? updatedAt.toDate().toISOString() : null };
};

export async function sellerSettings(): Promise<SellerSettingsAnswer> {
  return answerOf(await sellerRef().get());
}

/** Documents already issued keep the details they were issued with; only later ones use these. */
export async function saveSellerSettings(seller: SellerSettings, uid: string, now: Date = new Date()): Promise<SellerSettingsAnswer> {
  await sellerRef().set({ ...seller, updatedAt: Timestamp.fromDate(now), updatedBy: uid });
  return answerOf(await sellerRef().get());
}
