/**
 * The circuit breaker's rules, without the database (provider-breaker.ts keeps the state):
 * closed: calls go; a run of unanswered calls (timeouts, network failures, no answer in between)
 *   reaching `failures` within `windowMs` opens it.
 * open: new purchases are refused until `cooldownMs` after it opened; then the next purchase is
 *   let through as the trial (half_open).
 * half_open: one trial in flight, everyone else refused; its answer closes the breaker, its silence
 *   opens it again. A trial that never reports (its process died) is replaced after `trialStaleMs`.
 */
export type BreakerState = "closed" | "open" | "half_open";

export interface BreakerRow {
  state: BreakerState;
  failures: number;
  windowStartedAt: Date | null;
  openedAt: Date | null;
  reason: string | null;
  trialAt: Date | null;
}

export interface BreakerSettings {
  failures: number;
  windowMs: number;
  cooldownMs: number;
  trialStaleMs: number;
}

export const CLOSED: BreakerRow = {
  state: "closed",
  failures: 0,
  windowStartedAt: null,
  openedAt: null,
  reason: null,
  trialAt: null,
};

/** What a new purchase meets now: it goes, it is refused, or it may go as the half-open trial. */
export function gateOf(row: BreakerRow | null, now: Date, s: BreakerSettings): "pass" | "refuse" | "trial" {
  if (!row || row.state === "closed") return "pass";
  if (row.state === "open")
    return row.openedAt && now.getTime() - row.openedAt.getTime() < s.cooldownMs ? "refuse" : "trial";
  return row.trialAt && now.getTime() - row.trialAt.getTime() < s.trialStaleMs ? "refuse" : "trial";
}

/** After a call VTpass did not answer: counted while closed; a trial's silence opens it again. */
export function afterUnanswered(
  row: BreakerRow | null,
  now: Date,
  s: BreakerSettings,
  why: string,
): { next: BreakerRow; tripped: boolean } {
  const r = row ?? CLOSED;
  if (r.state === "open") return { next: r, tripped: false }; // a call sent before it opened
  if (r.state === "half_open")
    return {
      next: {
        ...r,
        state: "open",
        openedAt: now,
        trialAt: null,
        reason: `the trial purchase went unanswered (${why})`,
      },
      tripped: true,
    };
  const inWindow = r.windowStartedAt !== null && now.getTime() - r.windowStartedAt.getTime() < s.windowMs;
  const failures = inWindow ? r.failures + 1 : 1;
  const windowStartedAt = inWindow ? r.windowStartedAt : now;
  if (failures < s.failures) return { next: { ...r, failures, windowStartedAt }, tripped: false };
  const seconds = Math.round(s.windowMs / 1000);
  return {
    next: {
      ...r,
      state: "open",
      failures,
      windowStartedAt,
      openedAt: now,
      trialAt: null,
      reason: `${failures} calls in a row went unanswered within ${seconds} s (last: ${why})`,
    },
    tripped: true,
  };
}

/** After VTpass answered (whatever it said): a trial's answer closes it; an answer ends a run of silences. */
export function afterAnswered(row: BreakerRow | null): { next: BreakerRow; closed: boolean } | null {
  if (!row) return null;
  if (row.state === "half_open")
    return { next: { ...row, state: "closed", failures: 0, windowStartedAt: null, trialAt: null }, closed: true };
  if (row.state === "closed" && row.failures > 0)
    return { next: { ...row, failures: 0, windowStartedAt: null }, closed: false };
  return null;
}
