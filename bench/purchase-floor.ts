import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort } from "../server/resilience/api-process";
import { airtimeBuyer } from "./airtime-purchase";
import { processCpu, processTreeCpu } from "./cpu";
import { runLoad } from "./load";
import type { PostgresServer } from "./postgres-server";

/** Core-ms per request of each process at work, and the rate, of one floor load. */
export interface FloorLoad {
  perSecond: number;
  errors: number;
  api: number;
  postgres: number;
  load: number;
}

const SERVER = path.join(__dirname, "purchase-floor-server.ts");

async function startFloorProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => d.toString().includes("ready") && resolve());
    child.once("exit", (code) => reject(new Error(`purchase floor ${env.FLOOR_ROLE} exited with ${code}`)));
  });
  return child;
}

/**
 * Issue 21 point 1's floor: what Node costs a request with a purchase's I/O and none of its work
 * (bench/purchase-floor-server.ts: the JSON body, four round trips to PostgreSQL that do nothing,
 * one provider call, a JSON answer), through the same load generator as the purchases. Run twice:
 * `paced` at `rate` requests/s (the purchases' own rate, spread evenly over the workers: each
 * request wakes processes that were waiting, as at that rate), and flat out (answers in batches,
 * the cheapest a request gets). `db` is a database of `pg` the floor may read.
 */
export async function purchaseFloor(
  pg: PostgresServer,
  db: string,
  opts: { concurrency: number; seconds: number; rate: number },
): Promise<{ paced: FloorLoad; flat: FloorLoad }> {
  const providerPort = await freePort();
  const apiPort = await freePort();
  const provider = await startFloorProcess({ FLOOR_ROLE: "provider", FLOOR_PORT: String(providerPort) });
  const api = await startFloorProcess({
    FLOOR_ROLE: "api",
    FLOOR_PORT: String(apiPort),
    FLOOR_PROVIDER: `http://127.0.0.1:${providerPort}`,
    DATABASE_URL: pg.socketUrl(db),
  });
  const customer = { email: "", password: "", token: "floor", pin: "0000" };
  const base = `http://127.0.0.1:${apiPort}`;
  const run = async (seconds: number, rate: number | null): Promise<FloorLoad> => {
    const buyers = Array.from({ length: opts.concurrency }, () => airtimeBuyer(base, customer));
    const gap = rate ? (1000 * opts.concurrency) / rate : 0;
    const start = performance.now();
    const sent = new Array<number>(opts.concurrency).fill(0);
    const [apiCpu, postgresCpu, loadCpu] = [processCpu(api.pid!), processTreeCpu(pg.pid()), process.cpuUsage()];
    const result = await runLoad({ concurrency: opts.concurrency, seconds, maxRequests: 1_000_000 }, async (w, i) => {
      // Worker w's k-th request is due at start + (w / concurrency + k) * gap.
      const due = start + gap * (w / opts.concurrency + sent[w]++);
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      return (await buyers[w].buy(`FLOOR_${i}`)) === 200;
    }).finally(() => Promise.all(buyers.map((b) => b.close())));
    const load = process.cpuUsage(loadCpu);
    const per = (ms: number) => ms / result.count;
    return {
      perSecond: result.perSecond,
      errors: result.errors,
      api: per(apiCpu()),
      postgres: per(postgresCpu()),
      load: per((load.user + load.system) / 1000),
    };
  };
  try {
    await run(1, null); // warm up: connections, JIT
    return { paced: await run(opts.seconds, opts.rate), flat: await run(opts.seconds, null) };
  } finally {
    api.kill("SIGTERM");
    provider.kill("SIGTERM");
  }
}
