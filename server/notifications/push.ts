import webpush from "web-push";
import type { Config } from "../config";
import { pushEndpointAllowed, pushEndpointReach } from "./push-endpoint";

/** How long a push service keeps a message for an offline device (seconds). */
export const PUSH_TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = "sent" | "gone" | "failed";

/**
 * Sends one encrypted web-push message (RFC 8291 payload, RFC 8292 VAPID) with the `web-push`
 * package's request details, posted with fetch (web-push's own sender speaks https only; the
 * sandbox's local endpoint is http on loopback). "gone": the push service forgot the subscription
 * (404/410) and it should be dropped.
 */
export async function sendPush(config: Config, target: PushTarget, payload: object): Promise<PushOutcome> {
  if (!config.vapid || !pushEndpointAllowed(target.endpoint, config.sandbox)) return "gone";
  const reach = await pushEndpointReach(target.endpoint, config.sandbox);
  if (reach !== "ok") return reach === "blocked" ? "gone" : "failed";
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: config.vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency: "normal",
      contentEncoding: "aes128gcm",
    },
  );
  const res = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ? new Uint8Array(details.body) : undefined,
    redirect: "manual",
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await res.body?.cancel();
  if (res.status === 404 || res.status === 410) return "gone";
  return res.status >= 200 && res.status < 300 ? "sent" : "failed";
}
