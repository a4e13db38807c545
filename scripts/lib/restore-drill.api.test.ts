import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth, db } from '../../functions/src/lib/firebase.js';
import { seed } from '../../tools/seed/seed.js';
import { takeInventory } from './collection-counts.js';
import { DRILL_PORT_SHIFT, EXPORT_METADATA, runRestoreDrill } from './restore-drill.js';

/**
 * The restore drill of docs/backups.md, run for real: the seeded site is exported the way `npm start`
 * saves it on Ctrl-C (--export-on-exit asks the emulator hub for the same export this test asks
 * for), then restored with --import into a second, empty pair of emulators on other ports, and
 * every collection, document and account must come back exactly.
 */

const exportDir = mkdtempSync(join(tmpdir(), 'restore-drill-'));
afterAll(() => rmSync(exportDir, { recursive: true, force: true }));

async function exportEmulators(path: string): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub) throw new Error('FIREBASE_EMULATOR_HUB is not set: run this through npm test (firebase emulators:exec).');
  const response = await fetch(`http://${hub}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, initiatedBy: 'restore drill test', targets: ['firestore', 'auth'] }),
  });
  if (!response.ok) throw new Error(`Export failed: HTTP ${response.status} ${await response.text()}`);
}

describe('restoring an emulator export', () => {
  it('brings back every collection with the same documents, and every account', { timeout: 240_000 }, async () => {
    await seed();
    const before = await takeInventory(db(), adminAuth());
    // The seed's collections, so an empty restore cannot pass by comparing nothing with nothing.
    expect(Object.keys(before.collections)).toEqual(
      expect.arrayContaining([
        'users',
        'courses',
        'notes',
        'plans',
        'subscriptions',
        'payments',
        'paymentOrders',
        'banners',
        'categories',
        'settings',
      ]),
    );
    expect(before.accounts).toBe(3);

    await exportEmulators(exportDir);
    expect(existsSync(join(exportDir, EXPORT_METADATA))).toBe(true);

    const offset = Number(process.env.TEST_PORT_OFFSET ?? 0) + DRILL_PORT_SHIFT;
    const restored = await runRestoreDrill({ exportDir, portOffset: offset });
    expect(restored).toEqual(before);
  });
});
