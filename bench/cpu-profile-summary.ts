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
  const stamps: number[] = [];
  let t = p.startTime;
  for (const d of p.timeDeltas) stamps.push((t += d));
  const from = stamps[stamps.length - 1] - windowMs * 1000;
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
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
  });
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}% ${k}`);
  return [
    `self time by owner (${(total / 1000).toFixed(0)} ms sampled):`,
    ...list(byOwner),
    "",
    "self time by function:",
    ...list(byFunction),
  ].join("\n");
}
