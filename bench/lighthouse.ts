/**
 * Lighthouse (the npm package, its default mobile run: a Moto G Power-sized screen, simulated slow
 * 4G and a 4x slower CPU) on pages of the production build, in Chromium from CHROME_PATH (default
 * /usr/bin/chromium). Lighthouse 12 no longer has a PWA category, so installability is read from
 * Chromium itself (`Page.getInstallabilityErrors`, the check behind its install prompt), with the
 * service worker in control and the offline page answering a navigation without network.
 */
import type { RunnerResult } from "lighthouse";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const JSON_DIR = process.env.BENCH_LIGHTHOUSE_JSON_DIR;
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync"];

/**
 * How Lighthouse slows the load to a phone on slow 4G with a 4x slower CPU. "simulate" (its
 * default, Lantern) loads the page at full speed and computes the metrics from a model of that
 * load's dependency graph; "devtools" ("applied" throttling) has Chromium itself delay every request
 * and slow the CPU while the page loads, and measures what happened. Over loopback the unthrottled
 * load Lantern starts from has every script downloaded before the first paint (they come from the
 * same machine in a millisecond), so its model of the largest paint waits for ~200 KB of scripts
 * at 1.6 Mbps, or does not, depending on which finished first in that one load: the same build
 * scores 80 to 97 (bench/README.md). The bench reports both.
 */
export type LighthouseThrottling = "simulate" | "devtools";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseFigures {
  path: string;
  /** 0-100 per category. */
  scores: Record<LighthouseCategory, number>;
  /** Audits of those categories that did not pass (score below 1), with their titles. */
  failing: string[];
  /** The main metrics behind the performance score. */
  metrics: string;
  /** Largest contentful paint, ms (simulated). */
  lcpMs: number;
}

/** Per page, the run with the median performance score, and the median LCP of all runs. */
export function medianRuns(
  runs: LighthouseFigures[][],
): (LighthouseFigures & { runs: number[]; lcpMedianMs: number })[] {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
  return runs[0].map((first, i) => {
    const all = runs.map((r) => r[i]);
    const perf = all.map((r) => r.scores.performance);
    const mid = all.find((r) => r.scores.performance === median(perf)) ?? first;
    return { ...mid, runs: perf, lcpMedianMs: median(all.map((r) => r.lcpMs)) };
  });
}

/** Runs Lighthouse on each page in turn, in one Chromium; `cookie` is sent with every request (a signed-in page). */
export async function lighthouseScores(
  base: string,
  pages: { path: string; cookie?: string }[],
  throttlingMethod: LighthouseThrottling,
) {
  const { launch } = await import("chrome-launcher");
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const out: LighthouseFigures[] = [];
  try {
    for (const { path, cookie } of pages) {
      const result: RunnerResult | undefined = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        throttlingMethod,
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      });
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      const { lhr } = result;
      // BENCH_LIGHTHOUSE_JSON_DIR keeps every report, to open in the Lighthouse viewer (what shifted, what LCP waited
      // for), and the load's trace beside it (Chrome DevTools' Performance panel opens it): which scripts ran before the
      // first frame was presented, the ones Lantern then counts as needed for the largest paint.
      if (JSON_DIR) {
        mkdirSync(JSON_DIR, { recursive: true });
        const name = `${JSON_DIR}/${throttlingMethod}${path.replace(/\W+/g, "_")}-${Date.now()}`;
        writeFileSync(`${name}.json`, JSON.stringify(lhr));
        writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
      }
      if (lhr.runtimeError) throw new Error(`lighthouse on ${path}: ${lhr.runtimeError.message}`);
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (finalPath !== path) throw new Error(`lighthouse on ${path} ended on ${finalPath} (signed out?)`);
      const scores = Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as Record<LighthouseCategory, number>;
      const failing = LIGHTHOUSE_CATEGORIES.flatMap((c) =>
        (lhr.categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
          .map((a) => `${c}: ${a.id} (${a.title}${a.displayValue ? `, ${a.displayValue}` : ""})`),
      );
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? "n/a";
      const metrics = `FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}, SI ${metric("speed-index")}`;
      // The largest paint's element: what the LCP figure waits for.
      const lcpTable = (lhr.audits["largest-contentful-paint-element"]?.details as { items?: unknown[] } | undefined)
        ?.items?.[0] as { items?: { node?: { nodeLabel?: string; selector?: string } }[] } | undefined;
      const lcpNode = lcpTable?.items?.[0]?.node;
      const lcp = lcpNode ? `; LCP element ${lcpNode.selector} ("${(lcpNode.nodeLabel ?? "").slice(0, 60)}")` : "";
      out.push({
        path,
        scores,
        failing,
        metrics: `${metrics}${lcp}; benchmark index ${lhr.environment.benchmarkIndex}`,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      });
    }
  } finally {
    chrome.kill();
  }
  return out;
}

export interface Installability {
  /** Chromium's reasons the page cannot be installed (none: installable). */
  errors: string[];
  manifestName: string | null;
  serviceWorkerInControl: boolean;
  offlinePageServed: boolean;
}

/** Chromium's own installability check on `pagePath`, the service worker's control, and the offline fallback. */
export async function installability(base: string, pagePath: string): Promise<Installability> {
  // A profile on disk: Chromium never offers to install from an incognito (throwaway) context.
  const profile = mkdtempSync(path.join(tmpdir(), "bench-install-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.slice(1),
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}${pagePath}`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    const serviceWorkerInControl = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string; errorArguments: { name: string; value: string }[] }[];
    };
    const { data } = (await cdp.send("Page.getAppManifest")) as { data?: string };
    await context.setOffline(true);
    await page.goto(`${base}${pagePath}`).catch(() => null);
    const offlinePageServed = await page
      .getByRole("heading", { name: "You are offline" })
      .isVisible()
      .catch(() => false);
    return {
      errors: installabilityErrors.map((e) =>
        [e.errorId, ...e.errorArguments.map((a) => `${a.name}=${a.value}`)].join(" "),
      ),
      manifestName: data ? ((JSON.parse(data) as { name?: string }).name ?? null) : null,
      serviceWorkerInControl,
      offlinePageServed,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
