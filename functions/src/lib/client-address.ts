import { isIP } from 'node:net';
import { isPlatformAddressHeader, type ClientAddressSource, type PlatformAddressHeader } from '@chem/contract';
import type { Request } from 'express';

/**
 * Who the caller is, for per-client rate limits: never a value the client chose.
 *
 * A request reaches the function through Google's front end (GFE), directly (the function's own
 * `*.run.app` / `cloudfunctions.net` URL) or behind Firebase Hosting. Each proxy on the way appends
 * the address it received the connection from to `X-Forwarded-For`, after whatever the client
 * itself wrote there, so only the right-most entries were written by someone we trust:
 *
 *   X-Forwarded-For: <anything the client sent>, <the client's address>, <a proxy's address>...
 *
 * `trustedHops` is how many of those proxies there are, counted from the right as Express's
 * `trust proxy` counts them (the runtime's own proxy, whose address is the socket's, first): 1
 * takes the right-most entry, 0 trusts no header at all and takes the socket's peer (the local
 * stack, where nothing in front adds an entry and every header is the caller's own). The left-most
 * entry is never read unless that many proxies really appended: the client writes it freely, so a
 * fresh made-up address per request would be a fresh rate-limit identity.
 *
 * A platform header that names the caller (PLATFORM_ADDRESS_HEADERS) is preferred over counting
 * hops, but only the one `npm run deploy` measured (CLIENT_ADDRESS_HEADER): on a way in where no
 * platform sets it, the client could send it. Until then the hop count decides.
 */
export interface ClientAddressSetting {
  trustedHops: number;
  header: PlatformAddressHeader | null;
}

export const DEFAULT_TRUSTED_PROXY_HOPS = 1;
const MAX_TRUSTED_PROXY_HOPS = 5;

/** The setting from the function's environment (functions/.env.<project>, which the deploy writes). */
export function clientAddressSetting(env: NodeJS.ProcessEnv = process.env): ClientAddressSetting {
  const hops = Number(env.TRUSTED_PROXY_HOPS?.trim() || NaN);
  const trustedHops = Number.isInteger(hops) && hops >= 0 && hops <= MAX_TRUSTED_PROXY_HOPS ? hops : DEFAULT_TRUSTED_PROXY_HOPS;
  const named = env.CLIENT_ADDRESS_HEADER?.trim().toLowerCase() ?? '';
  // With no trusted proxy (the local stack) every header is the caller's own, a platform one too.
  const header = trustedHops > 0 && isPlatformAddressHeader(named) ? named : null;
  return { trustedHops, header };
}

/** `::ffff:1.2.3.4` (an IPv4 peer of an IPv6 socket) is 1.2.3.4: one client, one key. */
function plainAddress(value: string | undefined): string | undefined {
  const address = value?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return address && isIP(address) ? address : undefined;
}

const oneHeader = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? undefined : value);

/** X-Forwarded-For's entries, left to right (several headers count as one list, as proxies join them). */
export function forwardedFor(req: Pick<Request, 'headers'>): string[] {
  const value = req.headers['x-forwarded-for'];
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export interface ClientAddress {
  address: string;
  source: ClientAddressSource;
}

type Incoming = Pick<Request, 'headers' | 'socket'>;

export function resolveClientAddress(req: Incoming, setting: ClientAddressSetting): ClientAddress {
  const socket = plainAddress(req.socket.remoteAddress) ?? 'unknown';
  if (setting.trustedHops === 0) return { address: socket, source: 'socket' };
  if (setting.header) {
    const named = plainAddress(oneHeader(req.headers[setting.header]));
    if (named) return { address: named, source: setting.header };
  }
  // Nearest first: the socket's peer, then the entries from the right. An entry the trusted hops
  // did not write cannot be there (there were fewer proxies), so a shorter chain ends at its
  // left-most entry, written by the first proxy; anything that is not an address is passed over
  // for the nearer one.
  const chain = [socket, ...forwardedFor(req).reverse()];
  for (let index = Math.min(setting.trustedHops, chain.length - 1); index > 0; index--) {
    const address = plainAddress(chain[index]);
    if (address) return { address, source: 'forwarded-for' };
  }
  return { address: socket, source: 'socket' };
}

const SETTING = 'clientAddressSetting';

/** Read once per app (createApp): the environment does not change while an instance runs. */
export function useClientAddressSetting(app: { set(name: string, value: unknown): unknown }, setting: ClientAddressSetting): void {
  app.set(SETTING, setting);
  // req.ip and req.protocol (X-Forwarded-Proto) count the same hops.
  app.set('trust proxy', setting.trustedHops);
}

export const appSetting = (req: Request): ClientAddressSetting =>
  (req.app.get(SETTING) as ClientAddressSetting | undefined) ?? clientAddressSetting();

/** The key per-client limits count under: never a value the client chose. */
export const clientKey = (req: Request): string => resolveClientAddress(req, appSetting(req)).address;
