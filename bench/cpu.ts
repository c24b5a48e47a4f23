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

/** CPU time (user + system, core-ms) one process has used so far, from /proc/<pid>/stat; NaN without /proc. */
function processCoreMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces, inside parentheses): utime is the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** Starts counting one process's CPU; the returned function answers its core-ms since then. */
export function processCpu(pid: number): () => number {
  const start = processCoreMs(pid);
  return () => processCoreMs(pid) - start;
}
