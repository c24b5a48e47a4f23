import { readFileSync } from "node:fs";

/**
 * Busy CPU time of the whole machine (every process: API, web, PostgreSQL, load generator), in
 * core-milliseconds, from /proc/stat. NaN where there is no /proc (the figure is then left out).
 */
function busyCoreMs(): number {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = fields;
    const ticksPerSecond = 100; // USER_HZ on Linux
    return ((user + nice + system + irq + softirq + (steal ?? 0)) * 1000) / ticksPerSecond;
  } catch {
    return NaN;
  }
}

/** Starts counting; the returned function answers the busy core-ms since then. */
export function machineCpu(): () => number {
  const start = busyCoreMs();
  return () => busyCoreMs() - start;
}
