/**
 * Rate-limit windows are fixed and aligned to the wall clock (server/http/rate-limit.ts), so a
 * test whose attempts straddle a window's end sees the count start again. Tests that count
 * attempts move their clock to just after the start of the next window first.
 */
export function msToNextWindowStart(nowMs: number, windowSeconds: number): number {
  const windowMs = windowSeconds * 1000;
  return windowMs - (nowMs % windowMs) + 1;
}

/** A clock running with the wall clock, from just after the start of the next window. */
export function clockFromNextWindowStart(windowSeconds: number): () => Date {
  const offset = msToNextWindowStart(Date.now(), windowSeconds);
  return () => new Date(Date.now() + offset);
}
