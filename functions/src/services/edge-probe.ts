import { createHash, timingSafeEqual } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { EDGE_PROBE_TOKEN, PLATFORM_ADDRESS_HEADERS, maskAddress, type EdgeProbeAnswer, type ProbedValue } from '@chem/contract';
import type { Request } from 'express';
import { appSetting, forwardedFor, resolveClientAddress } from '../lib/client-address.js';
import { db } from '../lib/firebase.js';

/**
 * The probe `npm run deploy` calls once through Hosting and once on the function's own URL, to
 * see what each way in puts in front of the caller's address (scripts/lib/edge-probe.ts). It
 * answers only the token the deploy stored a moment before (its SHA-256, with an expiry), and
 * then only masked addresses: to anyone else it is a route that does not exist.
 */
export const EDGE_PROBE_DOC = 'deployProbes/edge';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The token the deploy stored, not yet expired. One read, and none for a request without a well-formed token. */
export async function probeTokenAccepted(token: string | undefined): Promise<boolean> {
  if (!token || !EDGE_PROBE_TOKEN.test(token)) return false;
  const stored = await db().doc(EDGE_PROBE_DOC).get();
  const hash: unknown = stored.get('tokenHash');
  const expiresAt: unknown = stored.get('expiresAt');
  if (typeof hash !== 'string' || !(expiresAt instanceof Timestamp) || expiresAt.toMillis() <= Date.now()) return false;
  const expected = Buffer.from(hash, 'hex');
  const given = sha256(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const plain = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

export function edgeProbeAnswer(req: Request): EdgeProbeAnswer {
  const entries = forwardedFor(req);
  const probed = (address: string): ProbedValue => {
    const index = entries.map(plain).lastIndexOf(plain(address));
    return { value: maskAddress(address), inForwardedFor: index < 0 ? null : index };
  };
  const headers: EdgeProbeAnswer['headers'] = {};
  for (const name of PLATFORM_ADDRESS_HEADERS) {
    const value = req.headers[name];
    if (typeof value === 'string' && value.trim()) headers[name] = probed(value);
  }
  const setting = appSetting(req);
  const resolved = resolveClientAddress(req, setting);
  return {
    forwardedFor: entries.map(maskAddress),
    socket: maskAddress(req.socket.remoteAddress ?? ''),
    headers,
    resolved: { ...probed(resolved.address), source: resolved.source },
    setting: { trustedProxyHops: setting.trustedHops, clientAddressHeader: setting.header },
  };
}
