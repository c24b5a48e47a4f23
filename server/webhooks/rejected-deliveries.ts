import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { webhookEvents } from "../db/schema";
import type { AppContext } from "../http/context";
import { hitAll, type RateLimit } from "../http/rate-limit";
import type { Job } from "../job";

/**
 * Deliveries refused for their signature. Anyone on the internet can send one, so what they may
 * cost is bounded: each keeps only a digest of its body (the first 2 KB, the size and the
 * SHA-256, enough for the admin to see what was sent and to match it against a copy), they are
 * counted per sending address and overall and past the limit refused with 429 and stored nowhere,
 * and they are deleted after 30 days. A genuine (signed) delivery is never limited or trimmed.
 */

/** What a rejected delivery keeps of its body: its first 2 KB. */
export const REJECTED_BODY_PREFIX_BYTES = 2048;

/** Rejected deliveries let through (and stored) per sending address, and from everyone together. */
export const REJECTED_DELIVERY_LIMITS = {
  perAddress: { limit: 20, windowSeconds: 3600 },
  overall: { limit: 200, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

/** Rejected deliveries are kept this long for the admin, then pruned. */
export const REJECTED_RETENTION_DAYS = 30;

export interface BodyDigest {
  /** The body's first REJECTED_BODY_PREFIX_BYTES bytes (cut on a character boundary). */
  prefix: string;
  bytes: number;
  sha256: string;
}

export function digestBody(raw: string): BodyDigest {
  const buf = Buffer.from(raw, "utf8");
  let prefix = buf.subarray(0, REJECTED_BODY_PREFIX_BYTES).toString("utf8");
  // A character cut in half decodes as U+FFFD: drop it rather than store a character never sent.
  if (buf.length > REJECTED_BODY_PREFIX_BYTES) prefix = prefix.replace(/\uFFFD$/u, "");
  return { prefix, bytes: buf.length, sha256: createHash("sha256").update(buf).digest("hex") };
}

/** Counts a rejected delivery from `sender`; 429 (AppError) past either limit. */
export async function limitRejectedDelivery(ctx: AppContext, provider: string, sender: string): Promise<void> {
  await hitAll(ctx, [
    [`webhook-rejected:${provider}:address:${sender}`, REJECTED_DELIVERY_LIMITS.perAddress],
    [`webhook-rejected:${provider}:all`, REJECTED_DELIVERY_LIMITS.overall],
  ]);
}

/** Deletes rejected deliveries older than the retention; every other delivery stays. */
export async function pruneRejectedDeliveries(ctx: AppContext): Promise<void> {
  const cutoff = new Date(ctx.now().getTime() - REJECTED_RETENTION_DAYS * 24 * 3600 * 1000);
  await ctx.db
    .delete(webhookEvents)
    .where(and(eq(webhookEvents.outcome, "rejected_signature"), lt(webhookEvents.createdAt, cutoff)));
}

const EVERY_MS = 3600 * 1000;
let lastRun = 0;

/** Background job (server/jobs.ts): at most hourly per instance; the delete is idempotent. */
export const rejectedDeliveriesPruneJob: Job = {
  name: "rejected-webhooks-prune",
  async run(ctx) {
    const now = ctx.now().getTime();
    if (now - lastRun < EVERY_MS) return;
    lastRun = now;
    await pruneRejectedDeliveries(ctx);
  },
};
