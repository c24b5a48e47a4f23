import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Marks the work of one purchase (a purchase request, from its authentication to its answer) so
 * that the database pool admits its connections through the purchases' gate (lane-pool.ts). Work
 * outside the lane (reads, sign-in, webhooks, jobs) takes connections from the pool directly.
 */
export interface LaneWork {
  /** Connections this piece of work holds now (through the gate or not). */
  held: number;
  /** Admitted by the gate at least once: its later steps go before purchases not yet started. */
  admitted: boolean;
  /** Called once, when the gate first admits it (the hook's count of purchases not yet started). */
  onFirstAdmission?: () => void;
}

const lane = new AsyncLocalStorage<LaneWork>();

/** Runs `fn` (and everything it starts) as the purchase work `work`. */
export const runInPurchaseLane = <T>(work: LaneWork, fn: () => T): T => lane.run(work, fn);

/**
 * Runs an async step as new purchase work, awaited inside the lane (drizzle's queries start when
 * awaited, not when built, so a query returned unawaited would run outside it).
 */
export const asPurchaseWork = <T>(fn: () => PromiseLike<T>): Promise<T> =>
  lane.run(newLaneWork(), async () => await fn());

/** The purchase work the current code runs for, if any. */
export const currentLaneWork = (): LaneWork | undefined => lane.getStore();

export const newLaneWork = (onFirstAdmission?: () => void): LaneWork => ({
  held: 0,
  admitted: false,
  onFirstAdmission,
});
