/**
 * Slow provider storm (issue 21, point 2): the VTpass simulator as its own process answering every
 * call after VTPASS_SIM_DELAY_MS (2 s), and `STORM_PURCHASES` (1,000) purchases sent at once to the
 * API. Measured while they are in flight: errors, whether any database connection of the API is
 * held across a provider call (pg_stat_activity sampled every 50 ms: a connection 'idle in
 * transaction' for 1 s or more could only be one waiting on VTpass), the API's peak RSS (VmHWM),
 * and the latency of customer reads (dashboard data, history page) during the storm.
 * Run inside `npm run bench`, or alone: `npx tsx bench/slow-provider.ts`, which runs the storm twice
 * side by side: with the purchases' database gate off (DATABASE_POOL_RESERVED=0, pg's pool alone)
 * and with the product's default reserve.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { Client } from "pg";
import { freePort, startApiProcess, type ApiProcess } from "../server/resilience/api-process";
import { makeCustomer, type BenchCustomer } from "./customers";
import { machineCpu, processCpu } from "./cpu";
import { percentile } from "./load";
import { startPostgres, type PostgresServer } from "./postgres-server";
import { transactionsApiUrl } from "../components/transactions/history-filters";
import { startSimulatedVtpass } from "./vtpass-simulator";
import { buyAirtime } from "./airtime-purchase";

const PURCHASES = Number(process.env.STORM_PURCHASES ?? 1000);
// Ten purchases per customer: one customer's purchases queue on its PIN row (see bench/README.md).
const CUSTOMERS = Number(process.env.STORM_CUSTOMERS ?? 100);
const DELAY_MS = Number(process.env.STORM_DELAY_MS ?? 2000);
const READERS = Number(process.env.STORM_READERS ?? 4);
/** A connection idle inside a transaction this long is one held across something slow (the provider). */
const HELD_MS = 1000;

export interface StormResult {
  /** DATABASE_POOL_RESERVED of the API (undefined: the product's default). */
  reserved?: number;
  purchases: number;
  errors: number;
  firstError?: string;
  seconds: number;
  perSecond: number;
  purchaseP50: number;
  purchaseP99: number;
  cpuMsPerPurchase: number;
  /** The API process's and the simulator's own CPU per purchase (core-ms). */
  apiCpuMsPerPurchase: number;
  simCpuMsPerPurchase: number;
  /** Every read request (user, services, history page), each on its own. */
  reads: number;
  readErrors: number;
  readP50: number;
  readP99: number;
  /** A dashboard's data as the page reads it: the three at once, until the slowest answers. */
  dashboardP50: number;
  dashboardP99: number;
  /** The history page's first page. */
  historyP50: number;
  historyP99: number;
  peakRssMb: number;
  samples: number;
  /** Connections of the API's database seen at once, by state, at most. */
  maxByState: Record<string, number>;
  /** The longest any connection was seen 'idle in transaction' (ms), and its last statement. */
  maxIdleInTransactionMs: number;
  maxIdleInTransactionQuery: string;
  /** Samples of a connection idle in a transaction for HELD_MS or more, by its last statement. */
  held: Record<string, number>;
}

const vmHwmMb = (pid: number) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Number(m[1]) / 1024 : NaN;
};

/**
 * Samples of a connection idle in a transaction for 1 s or more: such a connection could only be
 * waiting on something outside the database, i.e. held across a provider call. (The PIN check was
 * exempted while it hashed with scrypt under its row lock; an HMAC takes microseconds, issue 21.)
 */
export const heldAcrossCall = (r: StormResult) => Object.values(r.held).reduce((n, count) => n + count, 0);

/** Samples pg_stat_activity for one database until stopped. */
function sampleConnections(pg: PostgresServer, db: string) {
  const client = new Client({ connectionString: pg.url("postgres") });
  const stats = {
    samples: 0,
    maxByState: {} as Record<string, number>,
    maxIdleInTransactionMs: 0,
    maxIdleInTransactionQuery: "",
    held: {} as Record<string, number>,
  };
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      // One row per connection: its state, how long it has been in it, and its last statement.
      const { rows } = await client.query<{ state: string; age: number; query: string }>(
        `SELECT coalesce(state, 'none') AS state, left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 90) AS query,
                extract(epoch FROM clock_timestamp() - state_change)::float8 * 1000 AS age
           FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [db],
      );
      stats.samples++;
      const byState: Record<string, number> = {};
      for (const r of rows) {
        byState[r.state] = (byState[r.state] ?? 0) + 1;
        if (!r.state.startsWith("idle in transaction")) continue;
        if (r.age > stats.maxIdleInTransactionMs) {
          stats.maxIdleInTransactionMs = r.age;
          stats.maxIdleInTransactionQuery = r.query;
        }
        if (r.age >= HELD_MS) stats.held[r.query] = (stats.held[r.query] ?? 0) + 1;
      }
      for (const [state, n] of Object.entries(byState))
        stats.maxByState[state] = Math.max(stats.maxByState[state] ?? 0, n);
      await new Promise((r) => setTimeout(r, 50));
    }
    await client.end();
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return stats;
    },
  };
}

/**
 * One customer's reads while the storm runs, as the pages make them: the dashboard's data (GET
 * /api/user, /api/services and the history's first page, at once, the way its server render starts
 * them) and the history page (its first page). Each of READERS workers loads the two in turn.
 */
function readLoop(api: string, c: BenchCustomer) {
  const historyPage = transactionsApiUrl({ page: 1 }); // the same address the pages read
  const dashboard = ["/api/user", "/api/services", historyPage];
  const requests: number[] = [];
  const dashboards: number[] = [];
  const histories: number[] = [];
  let errors = 0;
  let running = true;
  const get = async (path: string) => {
    const t0 = performance.now();
    try {
      const res = await fetch(`${api}${path}`, { headers: { authorization: `Bearer ${c.token}` } });
      await res.arrayBuffer();
      if (res.status !== 200) return false;
      requests.push(performance.now() - t0);
      return true;
    } catch {
      return false;
    }
  };
  const workers = Array.from({ length: READERS }, async (_, w) => {
    for (let i = w; running; i++) {
      const t0 = performance.now();
      const paths = i % 2 === 0 ? dashboard : [historyPage];
      const ok = await Promise.all(paths.map(get));
      if (ok.every(Boolean)) (paths.length > 1 ? dashboards : histories).push(performance.now() - t0);
      else errors++;
    }
  });
  const sorted = (xs: number[]) => xs.sort((a, b) => a - b);
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return { latencies: sorted(requests), dashboards: sorted(dashboards), histories: sorted(histories), errors };
    },
  };
}

/** The storm against its own API and simulator processes on `pg` (two fresh databases on it). */
export async function slowProviderStorm(pg: PostgresServer, opts: { reserved?: number } = {}): Promise<StormResult> {
  const stamp = Date.now();
  pg.createDatabase(`storm_${stamp}`);
  // The partner test mode on PostgreSQL, as in production: left unset, a sandbox API opens an
  // embedded PGlite for it, ~300 MB of the API's memory that no production API carries.
  pg.createDatabase(`storm_${stamp}_test_mode`);
  const quiet = { JOBS_ENABLED: "false", LOG_LEVEL: "warn" };
  const procs: ApiProcess[] = [];
  try {
    const simulated = await startSimulatedVtpass(pg, DELAY_MS);
    const sim = simulated.process;
    procs.push(sim);
    const api = await startApiProcess(
      {
        ...quiet,
        DATABASE_URL: pg.socketUrl(`storm_${stamp}`),
        TEST_MODE_DATABASE_URL: pg.socketUrl(`storm_${stamp}_test_mode`),
        ...simulated.apiEnv,
        ...(opts.reserved === undefined ? {} : { DATABASE_POOL_RESERVED: String(opts.reserved) }),
      },
      await freePort(),
      [],
      "build",
    );
    procs.push(api);
    console.log(`storm: ${CUSTOMERS} customers ...`);
    const customers: BenchCustomer[] = [];
    for (let i = 0; i < CUSTOMERS; i++) customers.push(await makeCustomer(api.base, i, 5_000_000));
    const reader = customers[0];

    console.log(
      `storm: ${PURCHASES} purchases at once, VTpass answering in ${DELAY_MS} ms, reserve ${opts.reserved ?? "default"} ...`,
    );
    const connections = sampleConnections(pg, `storm_${stamp}`);
    const reads = readLoop(api.base, reader);
    const cpu = machineCpu();
    const apiCpu = processCpu(api.child.pid!);
    const simCpu = processCpu(sim.child.pid!);
    const t0 = performance.now();
    let errors = 0;
    let firstError: string | undefined;
    const latencies: number[] = [];
    await Promise.all(
      Array.from({ length: PURCHASES }, async (_, i) => {
        const c = customers[i % customers.length];
        const start = performance.now();
        try {
          const res = await buyAirtime(api.base, c, `AIRTIME_STORM_${stamp}_${i}`);
          const body = (await res.json()) as { status?: string; message?: string };
          if (res.status === 200 && body.status === "success") latencies.push(performance.now() - start);
          else {
            errors++;
            firstError ??= `HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`;
          }
        } catch (err) {
          errors++;
          firstError ??= String(err);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const cpuMs = cpu();
    const apiCpuMs = apiCpu();
    const simCpuMs = simCpu();
    const read = await reads.stop();
    const conn = await connections.stop();
    const peakRssMb = vmHwmMb(api.child.pid!);
    latencies.sort((a, b) => a - b);
    return {
      reserved: opts.reserved,
      purchases: PURCHASES,
      errors,
      firstError,
      seconds,
      perSecond: latencies.length / seconds,
      purchaseP50: percentile(latencies, 50),
      purchaseP99: percentile(latencies, 99),
      cpuMsPerPurchase: cpuMs / PURCHASES,
      apiCpuMsPerPurchase: apiCpuMs / PURCHASES,
      simCpuMsPerPurchase: simCpuMs / PURCHASES,
      reads: read.latencies.length,
      readErrors: read.errors,
      readP50: percentile(read.latencies, 50),
      readP99: percentile(read.latencies, 99),
      dashboardP50: percentile(read.dashboards, 50),
      dashboardP99: percentile(read.dashboards, 99),
      historyP50: percentile(read.histories, 50),
      historyP99: percentile(read.histories, 99),
      peakRssMb,
      samples: conn.samples,
      maxByState: conn.maxByState,
      maxIdleInTransactionMs: conn.maxIdleInTransactionMs,
      maxIdleInTransactionQuery: conn.maxIdleInTransactionQuery,
      held: conn.held,
    };
  } finally {
    for (const p of procs.reverse()) await p.kill("SIGTERM");
  }
}

if (require.main === module) {
  void (async () => {
    execFileSync(process.execPath, ["scripts/build-api.mjs"], { cwd: `${__dirname}/..`, stdio: "inherit" });
    const pg = startPostgres(await freePort());
    try {
      const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
      for (const reserved of [0, undefined]) {
        const before = load();
        const result = await slowProviderStorm(pg, { reserved });
        console.log(JSON.stringify({ loadBefore: before, loadAfter: load(), ...result }, null, 2));
      }
    } finally {
      pg.stop();
    }
  })().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
