import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import { scratchDatabase } from "../resilience/scratch-database";
import type { TestApp } from "./test-app";

/**
 * Two API instances on one throwaway PostgreSQL database (TEST_DATABASE_URL), sharing a clock the
 * test can move: what several production instances running the same jobs look like. `views` are
 * the instances as TestApps (each its app and its own pool, the shared clock), for the test
 * helpers that take one (customer, partner, createUser...); closing a view closes nothing, `close`
 * closes both.
 */
export async function twoInstances(env: Record<string, string> = {}) {
  const scratch = await scratchDatabase();
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];
  const clock = { offset: 0, frozenAt: null as number | null };
  const now = () => new Date((clock.frozenAt ?? Date.now()) + clock.offset);
  const advance = (ms: number) => {
    clock.offset += ms;
  };
  const freezeClock = (frozen: boolean) => {
    if (frozen && clock.frozenAt === null) clock.frozenAt = Date.now();
    if (!frozen && clock.frozenAt !== null) {
      clock.offset += clock.frozenAt - Date.now();
      clock.frozenAt = null;
    }
  };
  const config = loadConfig({ LOG_LEVEL: "silent", JOBS_ENABLED: "false", DATABASE_URL: scratch.url, ...env });
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ url: scratch.url, poolSize: 8 });
    dbs.push(database);
    const app = await buildApp({ config, database, logger: false, now });
    await app.ready();
    apps.push(app);
  }
  const views: TestApp[] = apps.map((app, i) => ({
    app,
    database: dbs[i],
    config,
    advance,
    freezeClock,
    close: async () => {},
  }));
  return {
    apps,
    dbs,
    views,
    advance,
    close: async () => {
      for (const a of apps) await a.close();
      for (const d of dbs) await d.close();
      await scratch.drop();
    },
  };
}
