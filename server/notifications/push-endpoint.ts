import { isIP } from "node:net";
import { addressProblem, hostOf, isBlockedAddress, URL_MSG } from "../partner-webhooks/url-safety";

/**
 * Whether a push subscription's endpoint may be called: https only in production (the browsers'
 * push services), and in sandbox mode also http on a loopback address (the tests' local push
 * endpoint). Never an address of our own network (private, link-local, loopback in production...:
 * the webhooks' rules, url-safety.ts), or a customer could make the API post to it. Checked when a
 * subscription is stored (with pushEndpointReach for a host name) and again before each send (the
 * send resolves the name in its own connection: push.ts).
 */
export function pushEndpointAllowed(endpoint: string, sandbox: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = hostOf(url);
  if (isIP(host) && isBlockedAddress(host, sandbox)) return false;
  const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  if (url.protocol === "https:") return !loopback || sandbox;
  return sandbox && url.protocol === "http:" && loopback;
}

/**
 * Where an allowed endpoint's host name resolves: "blocked" when any of its addresses is of our
 * own network, "unresolved" when the name is not found (now: a send is retried later), else "ok".
 */
export async function pushEndpointReach(endpoint: string, sandbox: boolean): Promise<"ok" | "blocked" | "unresolved"> {
  const problem = await addressProblem(endpoint, sandbox);
  if (!problem) return "ok";
  return problem === URL_MSG.unresolved ? "unresolved" : "blocked";
}
