import { readdirSync, readFileSync } from "node:fs";

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

/**
 * The fields of /proc/<pid>/stat after the command name (which may hold spaces, inside
 * parentheses): [0] state, [1] ppid, ..., [11] utime, [12] stime, [13] cutime, [14] cstime (ticks).
 */
function statFields(pid: number | "self"): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}
const ticksToMs = (...ticks: string[]) => (ticks.reduce((sum, t) => sum + Number(t), 0) * 1000) / 100;

/** CPU time (user + system, core-ms) one process has used so far, from /proc/<pid>/stat; NaN without /proc. */
export function processCoreMs(pid: number): number {
  const f = statFields(pid);
  return f ? ticksToMs(f[11], f[12]) : NaN;
}

/** Starts counting one process's CPU; the returned function answers its core-ms since then. */
export function processCpu(pid: number): () => number {
  const start = processCoreMs(pid);
  return () => processCoreMs(pid) - start;
}

/**
 * A server and its children (PostgreSQL's postmaster and its backends): its own CPU, its living
 * children's, and that of the children that have ended (cutime/cstime, counted by the kernel when
 * they are reaped), so backends that come and go within a measurement (pgbench's) are all counted.
 */
function processTreeCoreMs(pid: number): number {
  const own = statFields(pid);
  if (!own) return NaN;
  let total = ticksToMs(own[11], own[12], own[13], own[14]);
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const f = statFields(Number(entry));
    if (f && Number(f[1]) === pid) total += ticksToMs(f[11], f[12]);
  }
  return total;
}

/** Starts counting a process tree's CPU (processTreeCoreMs); the returned function answers its core-ms since then. */
export function processTreeCpu(pid: number): () => number {
  const start = processTreeCoreMs(pid);
  return () => processTreeCoreMs(pid) - start;
}

/** Starts counting the CPU of this process's children that end meanwhile (a command run to its end: pgbench). */
export function endedChildrenCpu(): () => number {
  const of = () => {
    const f = statFields("self");
    return f ? ticksToMs(f[13], f[14]) : NaN;
  };
  const start = of();
  return () => of() - start;
}
