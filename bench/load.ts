/** A bounded closed-loop load: `concurrency` workers, until the time or the count runs out. */
export interface LoadResult {
  count: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  firstError?: string;
  /** Every successful request's latency (ms), sorted. */
  latencies: number[];
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function runLoad(
  opts: { concurrency: number; seconds: number; maxRequests: number },
  once: (worker: number, i: number) => Promise<boolean>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  let firstError: string | undefined;
  const start = performance.now();
  const deadline = start + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async (_, w) => {
      while (performance.now() < deadline && issued < opts.maxRequests) {
        const i = issued++;
        const t0 = performance.now();
        try {
          if (await once(w, i)) latencies.push(performance.now() - t0);
          else errors++;
        } catch (err) {
          errors++;
          firstError ??= String(err);
        }
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    errors,
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    firstError,
    latencies,
  };
}

/** Several loads pooled into one result (their latencies together; rate over their summed time). */
export function pooled(results: LoadResult[]): LoadResult {
  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const seconds = results.reduce((t, r) => t + r.seconds, 0);
  return {
    count: latencies.length,
    errors: results.reduce((t, r) => t + r.errors, 0),
    seconds,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    firstError: results.find((r) => r.firstError)?.firstError,
    latencies,
  };
}
