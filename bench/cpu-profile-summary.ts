import { readFileSync } from "node:fs";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Leaf frames where the thread is not working for us: idle, or in writev (mostly preempted). */
const WAITING = new Set(["(idle)", "(program)", "writev"]);

/** node_modules package, node: module, or the project file a frame belongs to. */
function owner(url: string, root: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (!url) return "(native)";
  return url.replace(`file://${root}/`, "").replace(`${root}/`, "");
}

/**
 * Self time by owner and by function over the last `windowMs` of a V8 .cpuprofile (the load
 * phase, leaving out start-up), as "share% name" lines, most first.
 */
export function summarizeCpuProfile(file: string, windowMs: number, root: string, top = 25): string {
  const p = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const nodes = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stamps: number[] = [];
  let t = p.startTime;
  for (const d of p.timeDeltas) stamps.push((t += d));
  const from = stamps[stamps.length - 1] - windowMs * 1000;
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  // Time under each of our own functions, over the samples where the thread was working (not idle,
  // and not inside writev, where a wall-clock sample mostly finds it preempted on a busy machine).
  const underOurs = new Map<string, number>();
  let busy = 0;
  let total = 0;
  p.samples.forEach((id, i) => {
    if (stamps[i] < from) return;
    const d = p.timeDeltas[i];
    const f = nodes.get(id)!.callFrame;
    const who = owner(f.url, root);
    byOwner.set(who, (byOwner.get(who) ?? 0) + d);
    const fn = `${f.functionName || "(anonymous)"} ${who}:${f.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + d);
    total += d;
    if (WAITING.has(f.functionName)) return;
    busy += d;
    const seen = new Set<string>();
    for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
      const frame = nodes.get(x)!.callFrame;
      const mine = owner(frame.url, root);
      if (!/^(dist\/server|server|lib)\//.test(mine)) continue;
      const key = `${frame.functionName || "(anonymous)"} ${mine}:${frame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      underOurs.set(key, (underOurs.get(key) ?? 0) + d);
    }
  });
  const list = (m: Map<string, number>, of = total) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `${((100 * v) / of).toFixed(1).padStart(5)}% ${k}`);
  return [
    `self time by owner (${(total / 1000).toFixed(0)} ms sampled):`,
    ...list(byOwner),
    "",
    "self time by function:",
    ...list(byFunction),
    "",
    `time under our own functions, of the ${(busy / 1000).toFixed(0)} ms the thread was working (not idle, not in writev):`,
    ...list(underOurs, busy),
  ].join("\n");
}
