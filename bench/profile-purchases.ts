/**
 * npm run bench:profile: the purchase load of `npm run bench` against a PostgreSQL started for the
 * run, with the API (the compiled build, as the bench runs it) under `node --cpu-prof` and the
 * VTpass simulator in its own process; prints where the API's CPU goes during the load (self time
 * by owner and function, and the time spent under each of our own functions), and where
 * PostgreSQL's goes (pg_stat_statements, nested statements included: each statement's and each
 * function's time per purchase, waits for row locks included); keeps the .cpuprofile in
 * bench-results/ (open it in Chrome DevTools or VS Code).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { freePort, startApiProcess } from "../server/resilience/api-process";
import { Client } from "pg";
import { machineCpu, processCpu, processTreeCpu } from "./cpu";
import { airtimeBuyer } from "./airtime-purchase";
import { makeCustomer, type BenchCustomer } from "./customers";
import { runLoad } from "./load";
import { startPostgres } from "./postgres-server";
import { summarizeCpuProfile } from "./cpu-profile-summary";
import { startSimulatedVtpass } from "./vtpass-simulator";

const ROOT = path.join(__dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const OUT = path.join(ROOT, "bench-results", "profile");

async function main() {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "build-api.mjs")], { cwd: ROOT, stdio: "inherit" });
  const pg = startPostgres(
    await freePort(),
    "-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all -c track_functions=all",
  );
  const stops: (() => Promise<void>)[] = [];
  try {
    pg.createDatabase("wallet");
    const sim = await startSimulatedVtpass(pg);
    const env = { JOBS_ENABLED: "false", LOG_LEVEL: "warn", DATABASE_URL: pg.socketUrl("wallet"), ...sim.apiEnv };
    const api = await startApiProcess(env, await freePort(), ["--cpu-prof", `--cpu-prof-dir=${OUT}`], "build");
    stops.push(() => sim.stop());
    const customers: BenchCustomer[] = [];
    for (let i = 0; i < CONCURRENCY; i++) customers.push(await makeCustomer(api.base, i, 5_000_000));
    const stamp = Date.now();
    const buyers = customers.map((c) => airtimeBuyer(api.base, c));
    const buy = async (w: number, i: number) => (await buyers[w].buy(`AIRTIME_PROFILE_${stamp}_${i}`)) === 200;
    await runLoad({ concurrency: CONCURRENCY, seconds: 2, maxRequests: 100_000 }, buy); // warm up
    const stats = new Client({ connectionString: pg.url("wallet") });
    await stats.connect();
    stops.push(() => stats.end());
    await stats.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
    await stats.query("SELECT pg_stat_statements_reset(), pg_stat_reset()");
    const cpu = machineCpu();
    const apiCpu = processCpu(api.child.pid!);
    const pgCpu = processTreeCpu(pg.pid());
    const load = await runLoad({ concurrency: CONCURRENCY, seconds: SECONDS, maxRequests: 100_000 }, buy);
    const [busy, apiBusy, pgBusy] = [cpu(), apiCpu(), pgCpu()];
    await Promise.all(buyers.map((b) => b.close()));
    await api.kill("SIGTERM"); // the profile is written as the process exits
    const file = readdirSync(OUT).find((f) => f.endsWith(".cpuprofile"));
    console.log(
      `${load.perSecond.toFixed(1)} purchases/s, p50 ${load.p50.toFixed(1)} ms, ${load.errors} errors; ${(busy / load.count).toFixed(2)} busy core-ms of the machine per purchase, ${(apiBusy / load.count).toFixed(2)} of the API process, ${(pgBusy / load.count).toFixed(2)} of PostgreSQL (the simulator's backends included)\n`,
    );
    console.log(`${await postgresPerPurchase(stats, load.count)}\n`);
    if (file)
      console.log(
        `${summarizeCpuProfile(path.join(OUT, file), SECONDS * 1000, ROOT)}\n\nprofile: ${path.join(OUT, file)}`,
      );
  } finally {
    for (const stop of stops) await stop();
    pg.stop();
  }
}

/** PostgreSQL's time per purchase by statement (nested ones indented) and by function, from pg_stat_statements. */
async function postgresPerPurchase(c: Client, purchases: number): Promise<string> {
  const per = (ms: number) => (ms / purchases).toFixed(3).padStart(6);
  const { rows } = await c.query<{ calls: string; ms: number; toplevel: boolean; query: string }>(
    `SELECT calls, total_exec_time AS ms, toplevel, left(regexp_replace(query, '\\s+', ' ', 'g'), 100) AS query
     FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
     WHERE d.datname = 'wallet' AND query NOT LIKE '%pg_stat%' ORDER BY total_exec_time DESC LIMIT 25`,
  );
  const fns = await c.query<{ funcname: string; calls: string; total: number; self: number }>(
    `SELECT funcname, calls, total_time AS total, self_time AS self FROM pg_stat_user_functions
     WHERE calls > 0 ORDER BY total_time DESC`,
  );
  return [
    "PostgreSQL, ms per purchase (wall time in the statement, row-lock waits included; nested statements indented):",
    ...rows.map(
      (r) =>
        `${per(r.ms)} ${(Number(r.calls) / purchases).toFixed(2).padStart(5)}x ${r.toplevel ? "" : "  "}${r.query}`,
    ),
    "",
    "PostgreSQL functions, ms per purchase (total / self):",
    ...fns.rows.map(
      (f) => `${per(f.total)} / ${per(f.self)} ${(Number(f.calls) / purchases).toFixed(2).padStart(5)}x ${f.funcname}`,
    ),
  ].join("\n");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
