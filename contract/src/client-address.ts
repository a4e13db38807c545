/**
 * Who the client is, as the API's per-client limits see it, and the probe `npm run deploy` uses to
 * measure it on a real project (docs/client-address.md). Shared by the function
 * (functions/src/lib/client-address.ts) and the deploy (scripts/lib/edge-probe.ts).
 */

/**
 * Headers a platform in front of a function may set to the caller's address, in the order the
 * function prefers them once measured: Firebase App Hosting's own, then Fastly's (the CDN reported
 * in front of classic Firebase Hosting), then Google's App Engine-style one. None is trusted until
 * `npm run deploy` has seen it name the caller on every way in and replace a forged value.
 */
export const PLATFORM_ADDRESS_HEADERS = ['x-fah-client-ip', 'fastly-client-ip', 'x-appengine-user-ip'] as const;
export type PlatformAddressHeader = (typeof PLATFORM_ADDRESS_HEADERS)[number];

export const isPlatformAddressHeader = (name: string): name is PlatformAddressHeader =>
  (PLATFORM_ADDRESS_HEADERS as readonly string[]).includes(name);

/** Where the address the limits use came from. */
export type ClientAddressSource = 'socket' | 'forwarded-for' | PlatformAddressHeader;

/** The probe answers only a request carrying the token the deploy stored (its SHA-256, for minutes). */
export const EDGE_PROBE_TOKEN_HEADER = 'x-edge-probe-token';
export const EDGE_PROBE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What the probe sends as forgeries, one per header: addresses of RFC 5737's TEST-NET-3, reserved
 * for documentation, so no real caller ever has one. Where one comes back, that header carries
 * what the client wrote.
 */
export const PROBE_FORGERIES: Readonly<Record<'x-forwarded-for' | PlatformAddressHeader, string>> = {
  'x-forwarded-for': '203.0.113.7',
  'x-fah-client-ip': '203.0.113.8',
  'fastly-client-ip': '203.0.113.9',
  'x-appengine-user-ip': '203.0.113.10',
};

const DOCUMENTATION_V4 = /^203\.0\.113\.\d{1,3}$/;

/**
 * An address with only its first part left (`49.x.x.x`, `2401:…`): enough to tell Google's
 * addresses from a phone company's in a deploy's output, too little to name anyone. The
 * documentation addresses the probe forges stay whole: they are nobody's.
 */
export function maskAddress(address: string): string {
  const plain = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (DOCUMENTATION_V4.test(plain)) return plain;
  const v4 = /^(\d{1,3})\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.exec(plain);
  if (v4) return `${v4[1]}.x.x.x`;
  const v6 = /^([0-9a-f]{1,4}):[0-9a-f:.]*$/i.exec(plain);
  if (v6) return `${v6[1]}:…`;
  return '(not an address)';
}

/** A header's value as the probe saw it: masked, and where the same address stands in X-Forwarded-For. */
export interface ProbedValue {
  value: string;
  /** Its index in `forwardedFor` (left to right), or null when it is not in it. */
  inForwardedFor: number | null;
}

/** GET /api/health/edge-probe: what reached the function, masked. */
export interface EdgeProbeAnswer {
  /** X-Forwarded-For's entries, left (what the client wrote) to right (what the last proxy added). */
  forwardedFor: string[];
  /** The connection's peer inside Google's network. */
  socket: string;
  /** The platform headers that arrived. */
  headers: Partial<Record<PlatformAddressHeader, ProbedValue>>;
  /** The address the limits use with the setting the function runs with now. */
  resolved: ProbedValue & { source: ClientAddressSource };
  setting: { trustedProxyHops: number; clientAddressHeader: PlatformAddressHeader | null };
}
