/**
 * What the push stand-in (tools/push-stand-in, started by `npm test`) received, and subscriptions
 * made with it: the test holds a subscription whose private key the stand-in keeps, so the stand-in
 * decrypts what the server pushes to it, as the phone would.
 */
import type { ArrivedMessage, StandInSubscription } from '../../tools/push-stand-in/server.js';

export type { ArrivedMessage, StandInSubscription };

export function pushStandInUrl(): string {
  const url = process.env.PUSH_STAND_IN_URL;
  if (!url) throw new Error('PUSH_STAND_IN_URL is not set: run this suite through `npm test`, which starts the push stand-in.');
  return url;
}

/** A browser's subscription at the stand-in; `{ status: 410 }` makes one the push service calls gone. */
export async function standInSubscription(options: { status?: number } = {}): Promise<StandInSubscription> {
  const response = await fetch(`${pushStandInUrl()}/subscriptions`, { method: 'POST', body: JSON.stringify(options) });
  if (!response.ok) throw new Error(`The push stand-in answered ${response.status}`);
  return (await response.json()) as StandInSubscription;
}

/** Makes the next `times` deliveries to this subscription answer `status`. */
export async function failDeliveries(subscription: StandInSubscription, status: number, times: number): Promise<void> {
  const id = subscription.endpoint.split('/').at(-1);
  await fetch(`${pushStandInUrl()}/subscriptions/${id}`, { method: 'PUT', body: JSON.stringify({ status, times }) });
}

export async function arrivedPushes(subscription?: StandInSubscription): Promise<ArrivedMessage[]> {
  const messages = (await (await fetch(`${pushStandInUrl()}/messages`)).json()) as ArrivedMessage[];
  return subscription ? messages.filter((message) => message.endpoint === subscription.endpoint) : messages;
}

export async function clearPushes(): Promise<void> {
  await fetch(`${pushStandInUrl()}/messages`, { method: 'DELETE' });
}
