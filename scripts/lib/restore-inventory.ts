/**
 * Run by the restore drill inside `firebase emulators:exec`: prints the inventory of the emulators
 * it was started against (FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST are set by exec).
 */
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { INVENTORY_MARKER, takeInventory } from './collection-counts.js';

const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-chemistry' }, 'restore-drill');
const inventory = await takeInventory(getFirestore(app), getAuth(app));
console.log(`${INVENTORY_MARKER}${JSON.stringify(inventory)}`);
process.exit(0);
