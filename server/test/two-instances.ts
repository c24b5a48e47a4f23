import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import { scratchDatabase } from "../resilience/scratch-database";

/**
 * Two API instances on one throwaway PostgreSQL database (TEST_DATABASE_URL), sharing a clock the
 * test can move: what several production instances running the same jobs look like.
 */
export async function twoInstances(env: Record<string, string> = {}) {
  const scratch = await scratchDatabase();
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];
  const clock = { offset: 0 };
  const config = loadConfig({ LOG_LEVEL: "silent", JOBS_ENABLED: "false", DATABASE_URL: scratch.url, ...env });
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ url: scratch.url, poolSize: 8 });
    dbs.push(database);
    const app = await buildApp({ config, database, logger: false, now: () => new Date(Date.now() + clock.offset) });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    dbs,
    advance: (ms: number) => {
      clock.offset += ms;
    },
    close: async () => {
      for (const a of apps) await a.close();
      for (const d of dbs) await d.close();
      await scratch.drop();
    },
  };
}
