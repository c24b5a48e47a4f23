import { allowHeader } from "@/lib/allow-header";

/**
 * The customer paths the catch-all BFF route (app/api/[[...path]]) forwards to the product API.
 * Not an open relay: anything not listed here answers 404. Add an entry to extend it.
 *
 * Pattern segments: a literal, ":param" (one safe segment), or a final "*" (one or more segments).
 */
export type BffMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface AllowedPath {
  pattern: string;
  methods: readonly BffMethod[];
  /** Pass the body through as bytes with its content-type and content-disposition (PDF receipts). */
  binary?: boolean;
  /** A file passed through as the API streams it (statements), never read whole (lib/bff/stream-through.ts). */
  stream?: { accept: string };
  /** Only forwarded when APP_ENV is not production. */
  sandboxOnly?: boolean;
}

export const CUSTOMER_ALLOWED_PATHS: readonly AllowedPath[] = [
  { pattern: "user", methods: ["GET"] },
  { pattern: "user/onboarding-seen", methods: ["POST"] },
  { pattern: "change-password", methods: ["POST"] },
  { pattern: "sessions", methods: ["GET"] },
  { pattern: "sessions/sign-out-others", methods: ["POST"] },
  { pattern: "sessions/:id", methods: ["DELETE"] },
  { pattern: "passkeys", methods: ["GET", "POST"] },
  { pattern: "passkeys/registration-options", methods: ["POST"] },
  { pattern: "passkeys/approval-options", methods: ["POST"] },
  { pattern: "passkeys/:id", methods: ["PUT", "DELETE"] },
  { pattern: "pin", methods: ["GET", "POST"] },
  { pattern: "pin/change", methods: ["POST"] },
  { pattern: "pin/reset/request", methods: ["POST"] },
  { pattern: "pin/reset", methods: ["POST"] },
  { pattern: "beneficiaries", methods: ["GET", "POST"] },
  { pattern: "beneficiaries/:id", methods: ["PUT", "DELETE"] },
  { pattern: "schedules", methods: ["GET", "POST"] },
  { pattern: "schedules/tv-renewal", methods: ["POST"] },
  { pattern: "schedules/:id", methods: ["GET", "PUT"] },
  { pattern: "schedules/:id/pause", methods: ["POST"] },
  { pattern: "schedules/:id/resume", methods: ["POST"] },
  { pattern: "schedules/:id/cancel", methods: ["POST"] },
  { pattern: "transactions", methods: ["GET"] },
  { pattern: "transactions/:id", methods: ["GET"] },
  { pattern: "transactions/:id/receipt", methods: ["GET"], binary: true },
  { pattern: "statements/statement.csv", methods: ["GET"], stream: { accept: "text/csv" } },
  { pattern: "statements/statement.pdf", methods: ["GET"], stream: { accept: "application/pdf" } },
  { pattern: "statements/email-preference", methods: ["GET", "PUT"] },
  { pattern: "insights", methods: ["GET"] },
  { pattern: "notifications", methods: ["GET"] },
  { pattern: "notifications/unread-count", methods: ["GET"] },
  { pattern: "notifications/read-all", methods: ["POST"] },
  { pattern: "notifications/:id/read", methods: ["POST"] },
  { pattern: "notifications/preferences", methods: ["GET", "PUT"] },
  { pattern: "notifications/push-subscriptions", methods: ["POST"] },
  { pattern: "notifications/push-subscriptions/remove", methods: ["POST"] },
  { pattern: "transactions/:id/dispute", methods: ["POST"] },
  { pattern: "purchases/:request_id", methods: ["GET"] },
  { pattern: "claims", methods: ["GET", "POST"] },
  { pattern: "claims/:id", methods: ["GET"] },
  { pattern: "account/refresh", methods: ["POST"] },
  { pattern: "sandbox/simulate-transfer", methods: ["POST"], sandboxOnly: true },
  { pattern: "sandbox/release-notification", methods: ["POST"], sandboxOnly: true },
  { pattern: "sandbox/outbox", methods: ["GET"], sandboxOnly: true },
  { pattern: "sandbox/schedules/:id/due-now", methods: ["POST"], sandboxOnly: true },
  { pattern: "services", methods: ["GET"] },
  { pattern: "networks", methods: ["GET"] },
  { pattern: "networks/airtime", methods: ["GET"] },
  { pattern: "pay/airtime", methods: ["POST"] },
  { pattern: "data/*", methods: ["GET", "POST"] },
  { pattern: "electricity/*", methods: ["GET", "POST"] },
  { pattern: "paytv/*", methods: ["GET", "POST"] },
  { pattern: "exampin/*", methods: ["GET", "POST"] },
  { pattern: "kyc/submit", methods: ["POST"] },
  { pattern: "kyc", methods: ["GET"] },
  { pattern: "business", methods: ["GET", "POST"] },
  { pattern: "invoices", methods: ["GET", "POST"] },
  { pattern: "invoices/*", methods: ["GET", "POST", "PUT"] },
  { pattern: "api-keys", methods: ["GET", "POST"] },
  { pattern: "api-keys/test-balance", methods: ["GET"] },
  { pattern: "api-keys/test-topup", methods: ["POST"] },
  { pattern: "api-keys/:id/revoke", methods: ["POST"] },
  { pattern: "webhooks", methods: ["GET"] },
  // The two modes by name: /api/webhooks/monnify (the provider's own webhook) is never relayed.
  { pattern: "webhooks/live", methods: ["PUT", "DELETE"] },
  { pattern: "webhooks/test", methods: ["PUT", "DELETE"] },
  { pattern: "webhooks/live/secret", methods: ["POST"] },
  { pattern: "webhooks/test/secret", methods: ["POST"] },
  { pattern: "webhook-deliveries", methods: ["GET"] },
  { pattern: "webhook-deliveries/:id", methods: ["GET"] },
  { pattern: "webhook-deliveries/:id/replay", methods: ["POST"] },
  // the files first: "bulk/:id" would match the template's name too
  { pattern: "bulk/template.csv", methods: ["GET"], binary: true },
  { pattern: "bulk/:id/result.csv", methods: ["GET"], binary: true },
  { pattern: "bulk", methods: ["GET", "POST"] },
  { pattern: "bulk/:id", methods: ["GET"] },
  { pattern: "bulk/:id/confirm", methods: ["POST"] },
  { pattern: "levels", methods: ["GET"] },
  { pattern: "levels/upgrade", methods: ["POST"] },
  { pattern: "prices/quote", methods: ["GET"] },
  { pattern: "referrals", methods: ["GET"] },
];

const SAFE_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9_.~-]*$/;

/** The path segments are safe to put into the upstream URL (no "..", slashes, or odd characters). */
export function safeSegments(segments: readonly string[]): boolean {
  return (
    segments.length > 0 &&
    segments.length <= 8 &&
    segments.every((s) => s.length <= 100 && SAFE_SEGMENT.test(s) && s !== "..")
  );
}

/** Each pattern's segments, split once (the lists are matched on every BFF request). */
const patternParts = new Map<string, readonly string[]>();
function partsOf(pattern: string): readonly string[] {
  let parts = patternParts.get(pattern);
  if (!parts) patternParts.set(pattern, (parts = pattern.split("/")));
  return parts;
}

function matches(pattern: string, segments: readonly string[]): boolean {
  const parts = partsOf(pattern);
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i];
    if (p === "*") return i === parts.length - 1 && segments.length > i;
    const s = segments[i];
    if (s === undefined) return false;
    if (p.startsWith(":")) continue;
    if (p !== s) return false;
  }
  return segments.length === parts.length;
}

export type PathMatch = { entry: AllowedPath; methodAllowed: boolean } | null;

function candidatesFor(list: readonly AllowedPath[], segments: readonly string[], opts: { sandbox: boolean }) {
  if (!safeSegments(segments)) return [];
  return list.filter((e) => matches(e.pattern, segments) && (opts.sandbox || !e.sandboxOnly));
}

/**
 * Finds the entry for these segments; null when the path is not forwarded at all. HEAD is GET
 * without the body (RFC 9110 9.3.2): a path listed for GET answers HEAD too (forwarded as a GET).
 */
export function matchAllowedPath(
  list: readonly AllowedPath[],
  method: string,
  segments: readonly string[],
  opts: { sandbox: boolean },
): PathMatch {
  const candidates = candidatesFor(list, segments, opts);
  if (!candidates.length) return null;
  const upper = method.toUpperCase();
  const m = upper === "HEAD" ? "GET" : upper;
  const hit = candidates.find((e) => (e.methods as readonly string[]).includes(m));
  return { entry: hit ?? candidates[0], methodAllowed: Boolean(hit) };
}

/**
 * What an OPTIONS request for these segments answers in Allow: every method the list forwards for
 * the path, HEAD with GET, and OPTIONS; null when the path is not forwarded at all.
 */
export function allowedMethodsOf(
  list: readonly AllowedPath[],
  segments: readonly string[],
  opts: { sandbox: boolean },
): string | null {
  const candidates = candidatesFor(list, segments, opts);
  if (!candidates.length) return null;
  return allowHeader(candidates.flatMap((e) => e.methods));
}
