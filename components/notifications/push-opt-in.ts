"use client";

/** The browser side of web push: subscribe through the app's service worker (/sw.js), or stop. */

/** A VAPID public key (base64url) as the Uint8Array pushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (base64url.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This browser's current subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

export type SubscribeOutcome = { ok: true; subscription: PushSubscriptionJSON } | { ok: false; reason: string };

/** Asks permission and subscribes with the server's VAPID key. */
export async function subscribePush(vapidPublicKey: string): Promise<SubscribeOutcome> {
  const reg = await registration();
  if (!reg)
    return {
      ok: false,
      reason: "Install the app (Add to Home Screen) or use a browser with push to get push notifications.",
    };
  const permission = await Notification.requestPermission();
  if (permission !== "granted")
    return { ok: false, reason: "Notifications are blocked for this site in your browser settings." };
  const sub = await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(vapidPublicKey),
  });
  return { ok: true, subscription: sub.toJSON() };
}

/** Unsubscribes this browser; answers the endpoint it had, for the API to forget. */
export async function unsubscribePush(): Promise<string | null> {
  const sub = await currentSubscription();
  if (!sub) return null;
  await sub.unsubscribe();
  return sub.endpoint;
}
