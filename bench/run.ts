/**
 * npm run bench: every figure is a ratio of two things measured side by side in this run on this
 * machine. Prints a table and writes it to bench-results/latest.md. Loopback only, bounded loops.
 * Runs the product as it ships: the compiled API (compiled again first, about a second) and the
 * web's production build (.next; `next build` first when there is none, or BENCH_BUILD=1).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { freePort, startApiProcess, type ApiProcess } from "../server/resilience/api-process";
import { airtimeBuyer, buyAirtime } from "./airtime-purchase";
import { makeCustomer, type BenchCustomer } from "./customers";
import { machineCpu, processCpu, processTreeCpu } from "./cpu";
import { pooled, runLoad, type LoadResult } from "./load";
import {
  installability,
  lighthouseScores,
  medianRuns,
  type LighthouseCategory,
  type LighthouseThrottling,
} from "./lighthouse";
import { firstLoadJs, frameworkMinimum } from "./page-weight";
import { pgbench } from "./pgbench";
import { purchaseFloor } from "./purchase-floor";
import { startPostgres, type PostgresServer } from "./postgres-server";
import { startSimulatedVtpass, type SimulatedVtpass } from "./vtpass-simulator";
import { growth, type GrowthResult } from "./growth";
import { summarizeCpuProfile } from "./cpu-profile-summary";
import { heldAcrossCall, slowProviderStorm } from "./slow-provider";

const ROOT = path.join(__dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const MAX_REQUESTS = 20_000;
/** `BENCH_ONLY=lighthouse`: the Lighthouse and installability figures alone (lighthouseOnly below). */
const ONLY = process.env.BENCH_ONLY;
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
/** BENCH_LIGHTHOUSE_THROTTLING=simulate or devtools: that way alone (default: both, bench/lighthouse.ts). */
const LIGHTHOUSE_THROTTLINGS: LighthouseThrottling[] =
  process.env.BENCH_LIGHTHOUSE_THROTTLING === "simulate" || process.env.BENCH_LIGHTHOUSE_THROTTLING === "devtools"
    ? [process.env.BENCH_LIGHTHOUSE_THROTTLING]
    : ["simulate", "devtools"];

interface Row {
  figure: string;
  ours: string;
  reference: string;
  ratio: number;
  target: string;
  met: boolean | null;
}
const rows: Row[] = [];
const notes: string[] = [];
const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : "n/a");
const lat = (r: { p50: number; p99: number }) => `p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms`;

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanup() {
  for (const c of cleanups.reverse()) await Promise.resolve(c()).catch((e) => console.error("cleanup:", e));
}

/**
 * Closed-loop purchases, one worker per customer; with several APIs, worker w buys through api[w % n].
 * CPU per purchase: the whole machine's, and with `split` that of each process at work: the API
 * (`apiPid`), PostgreSQL (`postgresPid` and its backends, less the simulator's), this load
 * generator, and the simulated VTpass (`sim`: its process and its backends).
 */
async function purchaseLoad(
  api: string | string[],
  customers: BenchCustomer[],
  seconds = SECONDS,
  split?: { sim: SimulatedVtpass; apiPid: number; postgresPid: number },
): Promise<LoadResult & { cpuMsPerPurchase: number; perProcess?: PurchaseCpu }> {
  const apis = Array.isArray(api) ? api : [api];
  const stamp = Date.now();
  const simCpu = split ? await split.sim.cpu() : undefined;
  const apiCpu = split ? processCpu(split.apiPid) : undefined;
  const postgresCpu = split ? processTreeCpu(split.postgresPid) : undefined;
  const loadCpu = process.cpuUsage();
  const cpu = machineCpu();
  const buyers = customers.map((c, w) => airtimeBuyer(apis[w % apis.length], c));
  const result = await runLoad(
    { concurrency: customers.length, seconds, maxRequests: MAX_REQUESTS },
    async (w, i) => (await buyers[w].buy(`AIRTIME_BENCH_${stamp}_${i}`)) === 200,
  ).finally(() => Promise.all(buyers.map((b) => b.close())));
  const machineMs = cpu();
  if (!simCpu || !apiCpu || !postgresCpu) return { ...result, cpuMsPerPurchase: machineMs / result.count };
  const [apiMs, postgresMs, load] = [apiCpu(), postgresCpu(), process.cpuUsage(loadCpu)];
  const sim = await simCpu();
  const per = (ms: number) => ms / result.count;
  return {
    ...result,
    cpuMsPerPurchase: per(machineMs),
    perProcess: {
      api: per(apiMs),
      postgres: per(postgresMs - sim.backends),
      load: per((load.user + load.system) / 1000),
      simulator: per(sim.process + sim.backends),
    },
  };
}

/** Core-ms per purchase of each process at work (purchaseLoad). */
interface PurchaseCpu {
  api: number;
  /** Every backend of the run's PostgreSQL but the simulator's. */
  postgres: number;
  load: number;
  simulator: number;
}

async function customersOn(api: string): Promise<BenchCustomer[]> {
  const list: BenchCustomer[] = [];
  for (let i = 0; i < CONCURRENCY; i++) list.push(await makeCustomer(api, i, 5_000_000));
  return list;
}

async function startWeb(apiBase: string, nodeArgs: string[] = []): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, path.join(ROOT, "web-server.mjs")], {
    cwd: ROOT,
    env: { ...process.env, PRODUCT_API_URL: apiBase, NODE_ENV: "production", WEB_PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/login`)).ok) return { base, child };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the web did not come up:\n${out}`);
}

async function webLogin(web: string, c: BenchCustomer): Promise<string> {
  const res = await fetch(`${web}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: web },
    body: JSON.stringify({ email: c.email, password: c.password }),
  });
  if (!res.ok) throw new Error(`web login: HTTP ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("nw_session="));
  if (!cookie) throw new Error("web login set no session cookie");
  return cookie.split(";")[0];
}

/**
 * Loads measured side by side: `ROUNDS` turns, each load for its share of `opts.seconds` in every
 * turn, the order rotated from turn to turn, so that a machine getting busier or quieter during
 * the run weighs on all of them alike. Each answer pools its load's turns, with the CPU its
 * process (when given) spent per request.
 */
const ROUNDS = 4;
async function inTurns(
  opts: { concurrency: number; seconds: number; maxRequests: number },
  loads: { once: () => Promise<boolean>; pid?: number }[],
): Promise<(LoadResult & { cpuMsPerRequest: number })[]> {
  const turns: LoadResult[][] = loads.map(() => []);
  const cpuMs = loads.map(() => 0);
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < loads.length; k++) {
      const i = (k + round) % loads.length;
      const cpu = loads[i].pid === undefined ? () => NaN : processCpu(loads[i].pid!);
      turns[i].push(await runLoad({ ...opts, seconds: opts.seconds / ROUNDS }, loads[i].once));
      cpuMs[i] += cpu();
    }
  }
  return turns.map((t, i) => {
    const all = pooled(t);
    return { ...all, cpuMsPerRequest: cpuMs[i] / (all.count + all.errors) };
  });
}

const getStatus = (url: string, headers: Record<string, string>, status: number) => async () => {
  const res = await fetch(url, { headers, redirect: "manual" });
  await res.arrayBuffer();
  return res.status === status;
};
const getOk = (url: string, headers: Record<string, string>) => getStatus(url, headers, 200);

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");

async function main() {
  process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));
  notes.push(`Machine load average (1 / 5 / 15 min) at the start: ${load()}.`);
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "build-api.mjs")], { cwd: ROOT, stdio: "inherit" });
  if (ONLY === "growth") return growthOnly(); // neither needs the web
  if (ONLY === "scaleout") return scaleOutOnly();
  if (ONLY === "purchases") return purchasesOnly();
  if (process.env.BENCH_BUILD === "1" || !existsSync(path.join(ROOT, ".next", "BUILD_ID"))) {
    console.log("next build ...");
    execFileSync(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "build"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    execFileSync(process.execPath, [path.join(ROOT, "scripts", "build-sw.mjs")], { cwd: ROOT, stdio: "inherit" });
  }

  if (ONLY === "lighthouse") return lighthouseOnly();
  if (ONLY === "bff") return bffOnly();

  // 1. PostgreSQL for this run, TPC-B on it, then purchases through the API on it (and on PGlite).
  const pg: PostgresServer = startPostgres(await freePort());
  cleanups.push(() => pg.stop());
  const { apiPg, pgCustomers, buysPg } = await purchaseRows(pg);

  // 2b. Slow provider: 1,000 purchases at once, the simulator (its own process) answering in 2 s.
  const storm = await slowProviderStorm(pg);
  const stormLabel = `Slow VTpass (2 s per call), ${storm.purchases} purchases at once`;
  rows.push({
    figure: `${stormLabel}: purchases answered in error`,
    ours: `${storm.errors} errors (${fmt(storm.perSecond)}/s over ${fmt(storm.seconds)} s; p50 ${fmt(storm.purchaseP50 / 1000)} s, p99 ${fmt(storm.purchaseP99 / 1000)} s)`,
    reference: "0",
    ratio: storm.errors / storm.purchases,
    target: "0 errors",
    met: storm.errors === 0,
  });
  const held = heldAcrossCall(storm);
  rows.push({
    figure: `${stormLabel}: samples of an API connection idle in a transaction ≥ 1 s (held across a provider call)`,
    ours: `${held} of ${storm.samples} samples (longest idle in transaction ${fmt(storm.maxIdleInTransactionMs, 0)} ms; most at once: ${Object.entries(
      storm.maxByState,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")})`,
    reference: "0",
    ratio: held,
    target: "0",
    met: held === 0,
  });
  rows.push({
    figure: `${stormLabel}: the API's peak RSS vs 512 MB`,
    ours: `${fmt(storm.peakRssMb)} MB`,
    reference: "512 MB",
    ratio: storm.peakRssMb / 512,
    target: "< 1×",
    met: storm.peakRssMb < 512,
  });
  rows.push({
    figure: `${stormLabel}: p99 of customer reads (user, services, history page) during the storm vs 250 ms`,
    ours: `p50 ${fmt(storm.readP50)} ms, p99 ${fmt(storm.readP99)} ms (${storm.reads} reads, ${storm.readErrors} errors)`,
    reference: "250 ms",
    ratio: storm.readP99 / 250,
    target: "≤ 1×",
    met: storm.readP99 <= 250,
  });
  rows.push({
    figure: `${stormLabel}: purchases/s vs the steady purchase rate above (the CPU bound)`,
    ours: `${fmt(storm.perSecond)}/s (core-ms per purchase: ${fmt(storm.cpuMsPerPurchase, 1)} whole machine, ${fmt(storm.apiCpuMsPerPurchase, 1)} API, ${fmt(storm.simCpuMsPerPurchase, 1)} simulator)`,
    reference: `${fmt(buysPg.perSecond)}/s`,
    ratio: storm.perSecond / buysPg.perSecond,
    target: "(reported)",
    met: null,
  });
  if (storm.firstError) notes.push(`Slow-provider storm, first error: ${storm.firstError}`);
  notes.push(
    `Slow-provider storm: longest connection idle in a transaction ${fmt(storm.maxIdleInTransactionMs, 0)} ms, last statement "${storm.maxIdleInTransactionQuery}"; ≥ 1 s samples by statement: ${JSON.stringify(storm.held)}.`,
  );

  // 2c. Scale-out (two API processes on the same PostgreSQL vs one) and growth (a million journals).
  await scaleOutRows(pg);
  growthRows(await growth(pg, cleanups));

  // 3. BFF overhead: the transactions page of one customer, through the web vs straight to the API.
  const web = await startWeb(apiPg.base);
  cleanups.push(() => void web.child.kill("SIGTERM"));
  const reader = pgCustomers[0];
  const cookie = await webLogin(web.base, reader);
  const bounded = { concurrency: CONCURRENCY, seconds: Math.max(3, SECONDS / 2), maxRequests: MAX_REQUESTS };
  await bffRows(web, apiPg, reader, cookie);

  // 4. Dashboard server render under concurrent load vs a static page of the same build.
  console.log("dashboard render ...");
  await runLoad({ ...bounded, seconds: 1 }, getOk(`${web.base}/dashboard`, { cookie }));
  const dash = await runLoad(bounded, getOk(`${web.base}/dashboard`, { cookie }));
  const stat = await runLoad(bounded, getOk(`${web.base}/terms`, {}));
  rows.push({
    figure: "/dashboard server render (p50) vs static /terms, same build",
    ours: `${fmt(dash.perSecond)}/s (${lat(dash)}; ${dash.errors} errors)`,
    reference: `${fmt(stat.perSecond)}/s (${lat(stat)})`,
    ratio: dash.p50 / stat.p50,
    target: "(reported)",
    met: null,
  });

  // 5. Page weight: first-load JS (gzip) against the framework's own minimum in this build.
  const min = frameworkMinimum();
  const adminCookie = await (async () => {
    const res = await fetch(`${web.base}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: web.base },
      body: JSON.stringify({ email: "admin@nairawallet.ng", password: "Admin12345!" }),
    });
    return (
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith("nw_admin="))
        ?.split(";")[0] ?? ""
    );
  })();
  const pages: [string, string][] = [
    ["/login", ""],
    ["/dashboard", cookie],
    ["/airtime", cookie],
    ["/data-purchase", cookie],
    ["/electricity-purchase", cookie],
    ["/paytv", cookie],
    ["/exam-pin", cookie],
    ["/admin/dashboard", adminCookie],
  ];
  for (const [page, c] of pages) {
    const res = await fetch(`${web.base}${page}`, { headers: c ? { cookie: c } : {}, redirect: "manual" });
    const html = await res.text();
    if (res.status !== 200) {
      notes.push(`${page}: HTTP ${res.status}, page weight not measured`);
      continue;
    }
    const js = firstLoadJs(html);
    rows.push({
      figure: `First-load JS (gzip) of ${page} vs framework minimum`,
      ours: `${fmt(js.bytes / 1024)} kB (${js.files.length} files)`,
      reference: `${fmt(min.bytes / 1024)} kB`,
      ratio: js.bytes / min.bytes,
      target: "≤ 1.5×",
      met: js.bytes / min.bytes <= 1.5,
    });
  }

  // 6. Lighthouse (mobile) on the login, dashboard, transactions and airtime pages; installability.
  await lighthouseFigures(web.base, apiPg.base, reader.token, cookie);
  await finish();
}

/**
 * Lighthouse (mobile) on /login, and on /dashboard, /transactions and /airtime signed in;
 * BENCH_LIGHTHOUSE_RUNS runs (default 3) with each throttling (bench/lighthouse.ts), each page's
 * median reported; then installability.
 */
async function lighthouseFigures(webBase: string, apiBase: string, token: string, cookie: string) {
  console.log("lighthouse ...");
  const goals: Record<LighthouseCategory, number> = { performance: 95, accessibility: 100, "best-practices": 100 };
  // The dashboard as a daily customer sees it: the first visit's onboarding dialog already closed.
  const seen = await fetch(`${apiBase}/api/user/onboarding-seen`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  if (!seen.ok) throw new Error(`onboarding-seen: HTTP ${seen.status}`);
  const lighthousePages = [
    { path: "/login" },
    { path: "/dashboard", cookie },
    { path: "/transactions", cookie },
    { path: "/airtime", cookie },
  ];
  const lcpGoalMs = 2_000;
  for (const throttling of LIGHTHOUSE_THROTTLINGS) {
    const runs = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseScores(webBase, lighthousePages, throttling));
    const how = throttling === "simulate" ? "simulated throttling" : "applied throttling";
    for (const lh of medianRuns(runs)) {
      const cats = Object.keys(goals) as LighthouseCategory[];
      rows.push({
        figure: `Lighthouse mobile, ${how}, ${lh.path}: performance / accessibility / best practices (median of ${LIGHTHOUSE_RUNS}; performance ${lh.runs.join(", ")}; LCP median ${fmt(lh.lcpMedianMs / 1000, 2)} s)`,
        ours: cats.map((c) => lh.scores[c]).join(" / "),
        reference: cats.map((c) => goals[c]).join(" / "),
        ratio: Math.min(...cats.map((c) => lh.scores[c] / goals[c])),
        target: `each ≥ its goal (ratio = the lowest score/goal); LCP ≤ ${fmt(lcpGoalMs / 1000, 1)} s`,
        met: cats.every((c) => lh.scores[c] >= goals[c]) && lh.lcpMedianMs <= lcpGoalMs,
      });
      notes.push(
        `Lighthouse (${how}) ${lh.path}: ${lh.metrics}${lh.failing.length ? `; not passed: ${lh.failing.join("; ")}` : ""}.`,
      );
    }
  }
  const install = await installability(webBase, "/login");
  const installable =
    install.errors.length === 0 &&
    install.manifestName === "Naira Wallet" &&
    install.serviceWorkerInControl &&
    install.offlinePageServed;
  rows.push({
    figure: "Installable (Chromium's installability errors; manifest; service worker in control; offline page)",
    ours: `${install.errors.length ? install.errors.join(", ") : "no errors"}; manifest ${install.manifestName ?? "missing"}; worker ${install.serviceWorkerInControl ? "in control" : "NOT in control"}; offline page ${install.offlinePageServed ? "served" : "NOT served"}`,
    reference: "no errors; Naira Wallet; in control; served",
    ratio: installable ? 1 : 0,
    target: "all",
    met: installable,
  });
}

/** Prints the table and writes bench-results/latest.md. */
async function finish() {
  notes.push(`Machine load average at the end: ${load()}.`);
  const table = [
    `# Benchmarks (${new Date().toISOString()}, ${CONCURRENCY} concurrent, ${SECONDS} s per figure, node ${process.version})`,
    "",
    "| figure | ours | reference | ratio | target | met |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.figure} | ${r.ours} | ${r.reference} | ${fmt(r.ratio, 2)}× | ${r.target} | ${r.met === null ? "-" : r.met ? "yes" : "NO"} |`,
    ),
    "",
    ...notes.map((n) => `- ${n}`),
    "",
  ].join("\n");
  console.log(`\n${table}`);
  mkdirSync(path.join(ROOT, "bench-results"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench-results", "latest.md"), table);
}

/**
 * What the web-only figures run on: PostgreSQL, the compiled API and the web as the full run has
 * them, and one bench customer with a page of history (8 airtime purchases), signed in to the web.
 */
async function oneReader(webNodeArgs: string[] = []) {
  const pg: PostgresServer = startPostgres(await freePort());
  cleanups.push(() => pg.stop());
  pg.createDatabase("wallet");
  const api = await startApiProcess(
    { JOBS_ENABLED: "false", LOG_LEVEL: "warn", DATABASE_URL: pg.socketUrl("wallet") },
    await freePort(),
    [],
    "build",
  );
  cleanups.push(() => api.kill("SIGTERM"));
  const reader = await makeCustomer(api.base, 0, 5_000_000);
  for (let i = 0; i < 8; i++) {
    const res = await buyAirtime(api.base, reader, `AIRTIME_READER_${Date.now()}_${i}`);
    if (!res.ok) throw new Error(`bench purchase: HTTP ${res.status} ${await res.text()}`);
  }
  const web = await startWeb(api.base, webNodeArgs);
  cleanups.push(() => void web.child.kill("SIGTERM"));
  const cookie = await webLogin(web.base, reader);
  return { api, reader, web, cookie };
}

/** The Lighthouse part alone (`BENCH_ONLY=lighthouse`), without the load figures before it. */
async function lighthouseOnly() {
  const { api, reader, web, cookie } = await oneReader();
  await lighthouseFigures(web.base, api.base, reader.token, cookie);
  await finish();
}

/** Issue 21 point 4: the transactions page of one customer through the web (BFF) vs straight to the API. */
async function bffRows(
  web: { base: string; child: ChildProcess },
  api: ApiProcess,
  reader: BenchCustomer,
  cookie: string,
) {
  const bounded = { concurrency: CONCURRENCY, seconds: Math.max(3, SECONDS / 2), maxRequests: MAX_REQUESTS };
  console.log("BFF overhead ...");
  await runLoad({ ...bounded, seconds: 1 }, getOk(`${web.base}/api/transactions?page=1`, { cookie })); // warm up
  const [direct, viaBff, floor] = await inTurns(bounded, [
    {
      once: getOk(`${api.base}/api/transactions?page=1`, { authorization: `Bearer ${reader.token}` }),
      pid: api.child.pid,
    },
    { once: getOk(`${web.base}/api/transactions?page=1`, { cookie }), pid: web.child.pid },
    // Next's floor: a BFF answer that calls no API (the session read, the allowlist, its 404).
    { once: getStatus(`${web.base}/api/no-such-path`, { cookie }, 404), pid: web.child.pid },
  ]);
  rows.push({
    figure: "Transactions page: p50 latency via BFF (cookie) vs API (token)",
    ours: `${fmt(viaBff.perSecond)}/s (${lat(viaBff)}; ${viaBff.errors} errors)`,
    reference: `${fmt(direct.perSecond)}/s (${lat(direct)})`,
    ratio: viaBff.p50 / direct.p50,
    target: "≤ 1.6×",
    met: viaBff.p50 / direct.p50 <= 1.6,
  });
  rows.push({
    figure: "CPU per transactions-page read: the web process (BFF: session, checks, forwarding) vs the API process",
    ours: `${fmt(viaBff.cpuMsPerRequest, 2)} core-ms`,
    reference: `${fmt(direct.cpuMsPerRequest, 2)} core-ms`,
    ratio: viaBff.cpuMsPerRequest / direct.cpuMsPerRequest,
    target: "(reported)",
    met: null,
  });
  rows.push({
    figure:
      "Next's floor: CPU of the web per BFF answer that calls no API (session read, allowlist, a 404) vs per transactions-page read through it",
    ours: `${fmt(floor.cpuMsPerRequest, 2)} core-ms (${fmt(floor.perSecond)}/s, ${lat(floor)}; ${floor.errors} errors)`,
    reference: `${fmt(viaBff.cpuMsPerRequest, 2)} core-ms`,
    ratio: floor.cpuMsPerRequest / viaBff.cpuMsPerRequest,
    target: "(reported)",
    met: null,
  });
}

/**
 * The BFF figures alone (`BENCH_ONLY=bff`). With BENCH_WEB_PROFILE=<dir> the web writes a V8 CPU profile
 * there and the table's notes get its summary for the load phase.
 */
async function bffOnly() {
  const profileDir = process.env.BENCH_WEB_PROFILE;
  const { api, reader, web, cookie } = await oneReader(
    profileDir
      ? ["--require", path.join(__dirname, "exit-on-sigint.cjs"), "--cpu-prof", `--cpu-prof-dir=${profileDir}`]
      : [],
  );
  const started = performance.now();
  await bffRows(web, api, reader, cookie);
  if (profileDir) {
    const ms = performance.now() - started;
    const exited = new Promise((r) => web.child.once("exit", r));
    web.child.kill("SIGINT");
    await exited;
    const file = readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
    if (file) notes.push(`Web CPU profile:\n${summarizeCpuProfile(path.join(profileDir, file), ms, ROOT)}`);
  }
  await finish();
}

/** Issue 21 point 3: the growth figures (bench/growth.ts) as rows of the table. */
function growthRows(g: GrowthResult) {
  for (const f of g.figures)
    rows.push({
      figure: `Growth: ${f.query}, p50 at ${g.big.customers.toLocaleString("en")} customers / ${g.big.journals.toLocaleString("en")} journals vs ${g.small.customers.toLocaleString("en")} / ${g.small.journals.toLocaleString("en")}${f.note ? ` (${f.note})` : ""}`,
      ours: `${fmt(f.bigP50, 2)} ms`,
      reference: `${fmt(f.smallP50, 2)} ms`,
      ratio: f.ratio,
      target: "≤ 1.2×",
      met: f.ratio <= 1.2,
    });
  const lc = g.ledgerCheck;
  rows.push({
    figure: "Growth: `ledger:check` (the CLI, process start included), journals checked per second, large vs small",
    ours: `${fmt(lc.bigRate, 0)}/s (${fmt(lc.bigSeconds, 2)} s)`,
    reference: `${fmt(lc.smallRate, 0)}/s (${fmt(lc.smallSeconds, 2)} s)`,
    ratio: lc.bigRate / lc.smallRate,
    target: "(reported)",
    met: null,
  });
  notes.push(
    `Growth seed (bench/seed-scale.ts): ${g.big.customers.toLocaleString("en")} customers and ${g.big.journals.toLocaleString("en")} journals in ${fmt(g.big.seedSeconds)} s (${g.big.steps.map((s) => `${s.step} ${fmt(s.ms / 1000)} s`).join(", ")}); the small one in ${fmt(g.small.seedSeconds, 2)} s.`,
  );
}

/**
 * Issue 21 point 5: purchases/s through two API processes on one PostgreSQL vs through one, the
 * same 8 customers (closed loop) in both, in rotating turns (one, two, two, one, ...).
 */
async function scaleOutRows(pg: PostgresServer) {
  pg.createDatabase("scaleout");
  const env = { JOBS_ENABLED: "false", LOG_LEVEL: "warn", DATABASE_URL: pg.socketUrl("scaleout") };
  const a = await startApiProcess(env, await freePort(), [], "build");
  cleanups.push(() => a.kill("SIGTERM"));
  const b = await startApiProcess(env, await freePort(), [], "build");
  cleanups.push(() => b.kill("SIGTERM"));
  const customers = await customersOn(a.base);
  console.log(`scale-out: purchases through one API process vs two, ${ROUNDS} turns each ...`);
  const one: LoadResult[] = [];
  const two: LoadResult[] = [];
  const cpu = { one: 0, two: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    for (const k of round % 2 ? (["two", "one"] as const) : (["one", "two"] as const)) {
      const r = await purchaseLoad(k === "one" ? a.base : [a.base, b.base], customers, SECONDS / 2);
      (k === "one" ? one : two).push(r);
      cpu[k] += r.cpuMsPerPurchase * r.count;
    }
  }
  const [p1, p2] = [pooled(one), pooled(two)];
  rows.push({
    figure: `Scale-out: purchases/s through two API processes on one PostgreSQL vs one (${CONCURRENCY} customers, closed loop, ${ROUNDS} turns each)`,
    ours: `${fmt(p2.perSecond)}/s (${lat(p2)}; ${p2.errors} errors; ${fmt(cpu.two / p2.count, 1)} core-ms per purchase)`,
    reference: `${fmt(p1.perSecond)}/s (${lat(p1)}; ${p1.errors} errors; ${fmt(cpu.one / p1.count, 1)} core-ms per purchase)`,
    ratio: p2.perSecond / p1.perSecond,
    target: "(reported)",
    met: null,
  });
  if (p1.firstError || p2.firstError) notes.push(`Scale-out, first error: ${p1.firstError ?? p2.firstError}`);
  await a.kill("SIGTERM");
  await b.kill("SIGTERM");
}

/**
 * pgbench's TPC-B, then purchases through the API on the same PostgreSQL and on PGlite, the VTpass
 * simulator in its own process (startSimulatedVtpass) as the real provider is remote; rows for
 * the rates and the CPU per purchase (whole machine, and without the simulator).
 */
async function purchaseRows(pg: PostgresServer) {
  for (const db of ["pgbench", "wallet"]) pg.createDatabase(db);
  // Both pgbench and the API reach PostgreSQL over its Unix socket, as a client on the database's
  // machine does (over loopback TCP every round trip also pays the TCP stack; see bench/README.md).
  console.log(`pgbench TPC-B, ${CONCURRENCY} clients, ${SECONDS} s ...`);
  const tpcb = pgbench(pg.socketDir, pg.port, "pgbench", CONCURRENCY, SECONDS, pg.pid());

  const sim = await startSimulatedVtpass(pg);
  cleanups.push(() => sim.stop());
  const apiEnv = { JOBS_ENABLED: "false", LOG_LEVEL: "warn", ...sim.apiEnv };
  const apiPg: ApiProcess = await startApiProcess(
    { ...apiEnv, DATABASE_URL: pg.socketUrl("wallet") },
    await freePort(),
    [],
    "build",
  );
  cleanups.push(() => apiPg.kill("SIGTERM"));
  const pgCustomers = await customersOn(apiPg.base);
  console.log(`purchases through the API on PostgreSQL, ${CONCURRENCY} customers at once, ${SECONDS} s ...`);
  await purchaseLoad(apiPg.base, pgCustomers, 1); // warm up: connections, JIT, the simulator's pool
  const buysPg = await purchaseLoad(apiPg.base, pgCustomers, SECONDS, {
    sim,
    apiPid: apiPg.child.pid!,
    postgresPid: pg.pid(),
  });
  const tpsRatio = buysPg.perSecond / tpcb.tps;
  rows.push({
    figure: "Purchases/s via API on PostgreSQL vs pgbench TPC-B tps (VTpass simulated in its own process)",
    ours: `${fmt(buysPg.perSecond)}/s (${lat(buysPg)}; ${buysPg.errors} errors)`,
    reference: `${fmt(tpcb.tps)} tps (${lat(tpcb)})`,
    ratio: tpsRatio,
    target: "≥ 0.15×",
    met: tpsRatio >= 0.15,
  });
  const machineRatio = buysPg.cpuMsPerPurchase / tpcb.cpuMsPerTransaction;
  rows.push({
    figure:
      "Busy CPU of the whole machine per purchase (simulator included; other users' processes too on a shared machine) vs per TPC-B transaction",
    ours: `${fmt(buysPg.cpuMsPerPurchase, 2)} core-ms`,
    reference: `${fmt(tpcb.cpuMsPerTransaction, 2)} core-ms`,
    ratio: machineRatio,
    target: "≤ 6×",
    met: machineRatio <= 6,
  });
  const p = buysPg.perProcess!;
  const ours = p.api + p.postgres + p.load;
  const theirs = tpcb.postgresCpuMsPerTransaction + tpcb.clientCpuMsPerTransaction;
  rows.push({
    figure:
      "CPU per purchase of API + PostgreSQL + load generator, without the VTpass simulator, vs per TPC-B transaction of PostgreSQL + pgbench (each process's own CPU, /proc/<pid>/stat)",
    ours: `${fmt(ours, 2)} core-ms (API ${fmt(p.api, 2)}, PostgreSQL ${fmt(p.postgres, 2)}, load generator ${fmt(p.load, 2)}; simulator ${fmt(p.simulator, 2)} left out)`,
    reference: `${fmt(theirs, 2)} core-ms (PostgreSQL ${fmt(tpcb.postgresCpuMsPerTransaction, 2)}, pgbench ${fmt(tpcb.clientCpuMsPerTransaction, 2)})`,
    ratio: ours / theirs,
    target: "≤ 6×",
    met: ours / theirs <= 6,
  });
  if (buysPg.firstError) notes.push(`PostgreSQL purchase error: ${buysPg.firstError}`);

  console.log(`Node's floor for a purchase's I/O, at ${fmt(buysPg.perSecond)}/s and flat out ...`);
  const floor = await purchaseFloor(pg, "wallet", {
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    rate: buysPg.perSecond,
  });
  const f = floor.paced;
  rows.push({
    figure:
      "Node's floor: CPU of a server doing a purchase's I/O and none of its work (fastify, the JSON body, 4 statements that do nothing, one provider call through undici, a JSON answer; bench/purchase-floor-server.ts) at the purchases' rate, vs the API's per purchase",
    ours: `${fmt(f.api, 2)} core-ms at ${fmt(f.perSecond)}/s (load generator ${fmt(f.load, 2)}; ${f.errors} errors); flat out ${fmt(floor.flat.api, 2)} at ${fmt(floor.flat.perSecond)}/s (load generator ${fmt(floor.flat.load, 2)})`,
    reference: `${fmt(p.api, 2)} core-ms`,
    ratio: f.api / p.api,
    target: "(reported)",
    met: null,
  });
  const bare = f.api + p.postgres + p.load;
  rows.push({
    figure:
      "A purchase whose API did no work but its I/O: Node's floor at the purchases' rate + the purchase's PostgreSQL + load generator, vs per TPC-B transaction (what point 1 could reach by making the API cheaper)",
    ours: `${fmt(bare, 2)} core-ms`,
    reference: `${fmt(theirs, 2)} core-ms`,
    ratio: bare / theirs,
    target: "(reported)",
    met: null,
  });

  // The same on PGlite (the embedded default), against the same TPC-B figure.
  const pgliteDir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
  cleanups.push(() => rmSync(pgliteDir, { recursive: true, force: true }));
  const apiLite = await startApiProcess(
    { ...apiEnv, PGLITE_DIR: pgliteDir, DATABASE_URL: "" },
    await freePort(),
    [],
    "build",
  );
  const liteCustomers = await customersOn(apiLite.base);
  console.log(`purchases through the API on PGlite, ${SECONDS} s ...`);
  const buysLite = await purchaseLoad(apiLite.base, liteCustomers);
  await apiLite.kill("SIGTERM");
  rows.push({
    figure: "Purchases/s via API on PGlite vs pgbench TPC-B tps (PostgreSQL)",
    ours: `${fmt(buysLite.perSecond)}/s (${lat(buysLite)}; ${buysLite.errors} errors)`,
    reference: `${fmt(tpcb.tps)} tps`,
    ratio: buysLite.perSecond / tpcb.tps,
    target: "(reported)",
    met: null,
  });
  return { apiPg, pgCustomers, buysPg };
}

/** `BENCH_ONLY=purchases`: TPC-B and the purchase figures alone (point 1 of issue 21). */
async function purchasesOnly() {
  const pg: PostgresServer = startPostgres(await freePort());
  cleanups.push(() => pg.stop());
  await purchaseRows(pg);
  await finish();
}

/** `BENCH_ONLY=scaleout`: the two-process figure alone. */
async function scaleOutOnly() {
  const pg: PostgresServer = startPostgres(await freePort());
  cleanups.push(() => pg.stop());
  await scaleOutRows(pg);
  await finish();
}

/** `BENCH_ONLY=growth`: the growth figures alone, on a PostgreSQL started for the run. */
async function growthOnly() {
  const pg: PostgresServer = startPostgres(await freePort());
  cleanups.push(() => pg.stop());
  growthRows(await growth(pg, cleanups));
  await finish();
}

main()
  .then(cleanup)
  .catch(async (err) => {
    console.error(err);
    await cleanup();
    process.exit(1);
  });
