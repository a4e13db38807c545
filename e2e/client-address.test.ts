import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../functions/src/lib/firebase.js';
import { SITE_URL } from './support/browser.js';

/**
 * Who the client is on the local stack, through the Hosting emulator as a browser reaches it:
 * nothing in front of the function appends to X-Forwarded-For here, so the function must trust no
 * forwarded header, or every made-up address would be a fresh rate limit.
 */

const contactMessage = (forged: Record<string, string>, n: number) =>
  fetch(`${SITE_URL}/api/contact/submitMessage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...forged },
    body: JSON.stringify({ name: 'Asha Verma', email: 'asha@example.com', message: `Question number ${n}` }),
  });

describe('the client address through the local Hosting', () => {
  it('gives eight contact messages from eight forged addresses one shared limit (5 in 10 minutes)', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 8; n++) {
      // Every header a platform might use, each time a different made-up address.
      const response = await contactMessage(
        { 'X-Forwarded-For': `198.51.100.${n}`, 'Fastly-Client-IP': `198.51.100.${n}`, 'X-Appengine-User-Ip': `198.51.100.${n}` },
        n,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
  });

  it("shows the deploy's probe that this stack trusts no forwarded header", async () => {
    const token = randomBytes(32).toString('base64url');
    await db()
      .doc('deployProbes/edge')
      .set({ tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt: Timestamp.fromMillis(Date.now() + 60_000) });
    const response = await fetch(`${SITE_URL}/api/health/edge-probe`, {
      headers: { 'X-Edge-Probe-Token': token, 'X-Forwarded-For': '203.0.113.7' },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { forwardedFor: string[]; resolved: { source: string }; setting: unknown };
    // The Hosting emulator added no entry: only what the caller wrote arrived.
    expect(answer.forwardedFor).toEqual(['203.0.113.7']);
    expect(answer.resolved.source).toBe('socket');
    expect(answer.setting).toEqual({ trustedProxyHops: 0, clientAddressHeader: null });
  });
});
