import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Where a webhook may go. In production: https only, and never to an address of our own network
 * (private, loopback, link-local, carrier-grade NAT, multicast, reserved): checked when the URL
 * is saved and again at each delivery, on the address actually connected to (checkedLookup, used by the webhooks' deliveries and the push sender), so a
 * name that later resolves elsewhere (DNS rebinding) is refused too. In sandbox mode http and
 * loopback are allowed, so tests and a developer's laptop can receive them.
 *
 * IPv6 addresses that carry an IPv4 address inside them and are carried to it by a relay or a
 * translator are refused whole: 6to4 (2002::/16, and its IPv4 relay anycast 192.88.99.0/24),
 * Teredo (2001::/32), NAT64 (64:ff9b::/96 and the local-use 64:ff9b:1::/48), SIIT's IPv4-translated
 * ::ffff:0:0:0/96 and the deprecated IPv4-compatible ::/96. Their embedded IPv4 could be checked instead, but which IPv4 a relay or a
 * translator on the way really reaches is not ours to see, and no partner's receiver needs one of
 * them: it has a native IPv6 or IPv4 address.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 96], // unspecified and IPv4-compatible (::a.b.c.d); ::1 is the loopback below
  ["100::", 64], // discard-only
  ["::ffff:0:0:0", 96], // IPv4-translated (SIIT)
  ["2001::", 23], // IETF protocol assignments: Teredo (2001::/32), benchmarking, ORCHID
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique local
  ["fec0::", 10], // site-local (deprecated)
  ["fe80::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation
  ["5f00::", 16], // SRv6 segment identifiers
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // NAT64, local use
] as const)
  blocked.addSubnet(net, bits, "ipv6");
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

export const URL_MSG = {
  invalid: "Enter a valid URL, e.g. https://example.com/webhooks.",
  https: "The webhook URL must start with https://.",
  /** Sandbox takes http too: its message says so. */
  httpOrHttps: "The webhook URL must start with https:// or http://.",
  credentials: "The webhook URL must not contain a user name or password.",
  blocked: "The webhook URL must point to a public internet address (not a private, loopback or link-local one).",
  /** Sandbox delivers to this machine too (a partner's local receiver): its message does not refuse loopback. */
  blockedSandbox:
    "The webhook URL must point to a public internet address or this machine (not a private or link-local one).",
  unresolved: "The webhook URL's host name could not be found.",
} as const;

export class UnsafeAddressError extends Error {}

/** A name's addresses, as `dns.lookup(name, { all: true, verbatim: true })` answers them. */
export type Resolve = (hostname: string, callback: (err: Error | null, addresses: LookupAddress[]) => void) => void;

const systemResolve: Resolve = (hostname, callback) =>
  dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => callback(err, addresses ?? []));

/**
 * The DNS lookup of an outbound call to an address a customer or partner gave (webhooks, push):
 * resolves, refuses (UnsafeAddressError) when any address is refused, and hands the checked
 * addresses to the socket, so the connection goes to exactly what was checked (no second
 * resolution a rebinding DNS server could answer differently). An IP literal is never looked up:
 * the caller checks it.
 */
export function checkedLookup(sandbox: boolean, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const bad = addresses.find((a) => isBlockedAddress(a.address, sandbox));
      if (bad || !addresses.length)
        return callback(new UnsafeAddressError(`refused address ${bad?.address ?? "(none)"}`), "", 0);
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

/** The embedded IPv4 of an IPv4-mapped IPv6 address (::ffff:10.0.0.1), else the address. */
function unmapped(ip: string): string {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1] : ip;
}

/** True when a webhook must not be sent to this address (loopback only allowed in sandbox). */
export function isBlockedAddress(address: string, sandbox: boolean): boolean {
  const ip = unmapped(address);
  const family = isIP(ip);
  if (!family) return true;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (loopback.check(ip, type)) return !sandbox;
  return blocked.check(ip, type);
}

/** The URL's shape: a problem's message, or null. */
export function urlShapeProblem(raw: string, sandbox: boolean): string | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return URL_MSG.invalid;
  }
  if (u.protocol !== "https:" && !(sandbox && u.protocol === "http:"))
    return sandbox ? URL_MSG.httpOrHttps : URL_MSG.https;
  if (u.username || u.password) return URL_MSG.credentials;
  if (!u.hostname) return URL_MSG.invalid;
  return null;
}

export const hostOf = (u: URL) => u.hostname.replace(/^\[|\]$/g, "");

/** Resolves the host and answers a problem's message when any of its addresses is refused (at save). */
export async function addressProblem(raw: string, sandbox: boolean): Promise<string | null> {
  const host = hostOf(new URL(raw));
  const blockedMessage = sandbox ? URL_MSG.blockedSandbox : URL_MSG.blocked;
  if (isIP(host)) return isBlockedAddress(host, sandbox) ? blockedMessage : null;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    return URL_MSG.unresolved;
  }
  if (!addresses.length) return URL_MSG.unresolved;
  return addresses.some((a) => isBlockedAddress(a.address, sandbox)) ? blockedMessage : null;
}
