import { dropSubscription, getSettings, sendSubscription } from './api/notifications';

/**
 * Web push on this device: the service worker's subscription, made with the server's VAPID public
 * key and sent to the server; turning it off removes it on both sides. Permission is asked only
 * inside `turnOnPush`, which runs from a press of a button.
 */

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The service worker's registration, once one controls the site (null where there is none). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Asks for permission (the press that called this is the moment), subscribes and tells the server. */
export async function turnOnPush(publicKey: string): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const ready = await navigator.serviceWorker.ready;
  const existing = await ready.pushManager.getSubscription();
  const subscription =
    existing ?? (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await sendSubscription(subscription.toJSON());
  return 'on';
}

export async function turnOffPush(): Promise<PushState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await dropSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index]);

/**
 * When the site's VAPID key has changed since this browser subscribed (a new key pair on the
 * server), its subscription can no longer be pushed to: subscribe again with the current key and
 * send the new subscription (the old one is dropped on both sides). Asks for nothing: it runs only
 * where permission was granted and a subscription exists. Called once per page load by the bell.
 */
export async function renewPushIfKeyChanged(): Promise<'none' | 'unchanged' | 'renewed'> {
  if (!pushSupported() || Notification.permission !== 'granted') return 'none';
  const existing = await (await registration())?.pushManager.getSubscription();
  if (!existing) return 'none';
  const { pushKey } = await getSettings();
  if (!pushKey) return 'none';
  const key = keyBytes(pushKey);
  const current = existing.options.applicationServerKey;
  if (current && sameBytes(new Uint8Array(current), key)) return 'unchanged';
  await dropSubscription(existing.endpoint).catch(() => undefined);
  await existing.unsubscribe();
  const ready = await navigator.serviceWorker.ready;
  const renewed = await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await sendSubscription(renewed.toJSON());
  return 'renewed';
}
