/**
 * npm run bench:profile: the purchase load of `npm run bench` against a PostgreSQL started for the
 * run, with the API (the compiled build, as the bench runs it) under `node --cpu-prof` and the
 * VTpass simulator in its own process; prints where the API's CPU goes during the load and keeps
 * the .cpuprofile in bench-results/ (open it in Chrome DevTools or VS Code).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { freePort, startApiProcess } from "../server/resilience/api-process";
import { machineCpu, processCpu } from "./cpu";
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
  const pg = startPostgres(await freePort());
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
    const cpu = machineCpu();
    const apiCpu = processCpu(api.child.pid!);
    const load = await runLoad({ concurrency: CONCURRENCY, seconds: SECONDS, maxRequests: 100_000 }, buy);
    const [busy, apiBusy] = [cpu(), apiCpu()];
    buyers.forEach((b) => b.close());
    await api.kill("SIGTERM"); // the profile is written as the process exits
    const file = readdirSync(OUT).find((f) => f.endsWith(".cpuprofile"));
    console.log(
      `${load.perSecond.toFixed(1)} purchases/s, p50 ${load.p50.toFixed(1)} ms, ${load.errors} errors; ${(busy / load.count).toFixed(2)} busy core-ms of the machine per purchase, ${(apiBusy / load.count).toFixed(2)} of the API process\n`,
    );
    if (file)
      console.log(
        `${summarizeCpuProfile(path.join(OUT, file), SECONDS * 1000, ROOT)}\n\nprofile: ${path.join(OUT, file)}`,
      );
  } finally {
    for (const stop of stops) await stop();
    pg.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
