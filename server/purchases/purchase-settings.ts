import type { AppContext } from "../http/context";

export interface PurchaseSettings {
  /** Waits between re-queries of an unfinished purchase; the last one repeats. */
  requeryBackoffMs: number[];
  /**
   * How long after the pay call's own deadline (VTPASS_TIMEOUT_MS) a request may still reach VTpass
   * and be recorded there. VTpass's 015 ("no such request_id") is trusted only once two 015 answers
   * are this far plus the deadline apart (see settle-not-found.ts).
   */
  notFoundMarginMs: number;
  /**
   * After delivery, when (counted from the delivery) the re-query job asks VTpass again in case it
   * reversed the transaction and its callback was lost; after the last one the purchase is never
   * asked about again. The callback is the main path; these checks are the safety net.
   */
  reversalChecksMs: number[];
  /** How many purchases one run of the re-query job takes. */
  batchSize: number;
}

const HOUR = 3_600_000;
/** The re-query waits in production (the sandbox settles pending purchases on the 2nd re-query, so it waits less). */
export const PRODUCTION_BACKOFF_MS = [30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, HOUR];

const settings = new WeakMap<AppContext, PurchaseSettings>();

export function purchaseSettings(ctx: AppContext): PurchaseSettings {
  let s = settings.get(ctx);
  if (!s) {
    s = {
      requeryBackoffMs: ctx.config.sandbox
        ? [5_000, 10_000, 30_000, 60_000, 300_000, 900_000]
        : [...PRODUCTION_BACKOFF_MS],
      notFoundMarginMs: 90_000,
      reversalChecksMs: [HOUR, 12 * HOUR, 48 * HOUR],
      batchSize: 25,
    };
    settings.set(ctx, s);
  }
  return s;
}

export function backoffMs(ctx: AppContext, attempts: number): number {
  const list = purchaseSettings(ctx).requeryBackoffMs;
  return list[Math.min(Math.max(attempts, 0), list.length - 1)];
}

/** How far apart two 015 answers must be asked before "not found" is certain. */
export const notFoundConfirmMs = (ctx: AppContext) =>
  ctx.config.VTPASS_TIMEOUT_MS + purchaseSettings(ctx).notFoundMarginMs;

/**
 * The next reversal check of a purchase delivered at `deliveredAt`: the first scheduled check
 * after `now`, or null when the last one has passed.
 */
export function nextReversalCheck(ctx: AppContext, deliveredAt: Date, now: Date): Date | null {
  for (const after of purchaseSettings(ctx).reversalChecksMs) {
    const at = deliveredAt.getTime() + after;
    if (at > now.getTime()) return new Date(at);
  }
  return null;
}
