import type { AppContext } from "../http/context";

export interface PurchaseSettings {
  /** Waits between re-queries of an unfinished purchase; the last one repeats. */
  requeryBackoffMs: number[];
  /**
   * VTpass answering 015 (no such request_id) is trusted as "never happened" only once the
   * purchase is this old; a younger one may still be in flight, so it stays pending.
   */
  notFoundGraceMs: number;
  /** How many purchases one run of the re-query job takes. */
  batchSize: number;
}

const settings = new WeakMap<AppContext, PurchaseSettings>();

export function purchaseSettings(ctx: AppContext): PurchaseSettings {
  let s = settings.get(ctx);
  if (!s) {
    s = {
      // The sandbox settles pending purchases on the 2nd re-query: keep the demo wait short there.
      requeryBackoffMs: ctx.config.sandbox
        ? [5_000, 10_000, 30_000, 60_000, 300_000, 900_000]
        : [30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 3_600_000],
      notFoundGraceMs: 10 * 60_000,
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
