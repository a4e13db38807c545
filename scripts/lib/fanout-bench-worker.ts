/**
 * The fan-out process of `npm run bench:fanout`: sends one outbox item as the trigger's instance
 * would (called again while it pauses, as the minute sweep would), then reports its peak resident
 * memory as the kernel counted it (VmHWM).
 */
import { readFileSync } from 'node:fs';
import { fanOutNotification } from '../../functions/src/services/notifications/fan-out.js';

async function main() {
  const id = process.argv[2];
  if (!id) throw new Error('usage: fanout-bench-worker.ts <outbox id>');
  let calls = 0;
  let outcome = 'skipped';
  do {
    calls += 1;
    outcome = await fanOutNotification(id);
  } while (outcome === 'paused' && calls < 20);
  const status = readFileSync('/proc/self/status', 'utf8');
  const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  console.log(`FANOUT-REPORT ${JSON.stringify({ outcome, calls, peakRssMb: Math.round(peakKb / 1024) })}`);
  process.exit(outcome === 'sent' ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
