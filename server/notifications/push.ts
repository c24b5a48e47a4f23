import { Agent, request } from "undici";
import webpush from "web-push";
import type { Config } from "../config";
import { checkedLookup, UnsafeAddressError, type Resolve } from "../partner-webhooks/url-safety";
import { pushEndpointAllowed } from "./push-endpoint";

/** How long a push service keeps a message for an offline device (seconds). */
export const PUSH_TTL_SECONDS = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = "sent" | "gone" | "failed";

/** Connections to push services, each through the checked lookup (one pool per mode). */
const agents = new Map<boolean, Agent>();
function agentFor(sandbox: boolean, resolve?: Resolve): Agent {
  if (resolve) return new Agent({ connect: { lookup: checkedLookup(sandbox, resolve) } });
  let agent = agents.get(sandbox);
  if (!agent) agents.set(sandbox, (agent = new Agent({ connect: { lookup: checkedLookup(sandbox) } })));
  return agent;
}

/**
 * Sends one encrypted web-push message (RFC 8291 payload, RFC 8292 VAPID) with the `web-push`
 * package's request details, posted with undici (web-push's own sender speaks https only; the
 * sandbox's local endpoint is http on loopback). The endpoint's name is resolved once, by the
 * connection itself, and an address of our own network is refused there (url-safety.ts's
 * checkedLookup): a name that resolved to a public address when the subscription was stored and
 * resolves inside now (DNS rebinding) is never connected to. "gone": the push service forgot the
 * subscription (404/410), or its endpoint may not be called, and it should be dropped. `resolve`
 * stands in for DNS in tests.
 */
export async function sendPush(
  config: Config,
  target: PushTarget,
  payload: object,
  resolve?: Resolve,
): Promise<PushOutcome> {
  if (!config.vapid || !pushEndpointAllowed(target.endpoint, config.sandbox)) return "gone";
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
  const agent = agentFor(config.sandbox, resolve);
  try {
    const res = await request(details.endpoint, {
      method: details.method as "POST",
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      dispatcher: agent,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body.dump();
    if (res.statusCode === 404 || res.statusCode === 410) return "gone";
    return res.statusCode >= 200 && res.statusCode < 300 ? "sent" : "failed";
  } catch (err) {
    if (err instanceof UnsafeAddressError) return "gone";
    throw err;
  } finally {
    if (resolve) await agent.close();
  }
}
