import { Client } from "pg";
import { freePort, startApiProcess, type ApiProcess } from "../server/resilience/api-process";
import { processCoreMs } from "./cpu";
import type { PostgresServer } from "./postgres-server";

/**
 * The VTpass simulator as its own process, as the real provider is remote: a sandbox API (the
 * compiled build) on a database of its own on `pg`, answering every call after `delayMs`. Point
 * the API under test at it with `apiEnv`. `cpu()` counts what the simulator costs the machine (its
 * process and its database's PostgreSQL backends), so a figure can leave it out.
 */
export interface SimulatedVtpass {
  process: ApiProcess;
  apiEnv: { VTPASS_BASE_URL: string };
  /** Starts counting; the answer's function gives the simulator's core-ms since then: its process's, its backends'. */
  cpu(): Promise<() => Promise<{ process: number; backends: number }>>;
  stop(): Promise<void>;
}

export async function startSimulatedVtpass(pg: PostgresServer, delayMs = 0): Promise<SimulatedVtpass> {
  const db = `vtpass_sim_${Date.now()}`;
  pg.createDatabase(db);
  const sim = await startApiProcess(
    {
      JOBS_ENABLED: "false",
      LOG_LEVEL: "warn",
      DATABASE_URL: pg.socketUrl(db),
      VTPASS_SIM_DELAY_MS: String(delayMs),
      // Its partner test mode is never used; in memory, not on the default directory every sandbox API shares.
      TEST_MODE_PGLITE_DIR: "memory://",
    },
    await freePort(),
    [],
    "build",
  );
  const backends = async (): Promise<number[]> => {
    const client = new Client({ connectionString: pg.url("postgres") });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1", [db]);
      return rows.map((r) => r.pid);
    } finally {
      await client.end();
    }
  };
  const coreMs = (pids: number[]) => new Map(pids.map((pid) => [pid, processCoreMs(pid)]));
  return {
    process: sim,
    apiEnv: { VTPASS_BASE_URL: `${sim.base}/sandbox/vtpass/api` },
    cpu: async () => {
      const start = coreMs([sim.child.pid!, ...(await backends())]);
      return async () => {
        // A backend that started during the load counts from zero; one that ended is not seen (rare: pools keep theirs).
        const used = { process: NaN, backends: 0 };
        for (const [pid, now] of coreMs([sim.child.pid!, ...(await backends())])) {
          const ms = now - (start.get(pid) ?? 0);
          if (pid === sim.child.pid) used.process = ms;
          else if (Number.isFinite(ms)) used.backends += ms;
        }
        return used;
      };
    },
    stop: () => sim.kill("SIGTERM"),
  };
}
