import type { FastifyInstance } from "fastify";
import type { Logger } from "drizzle-orm/logger";
import { buildApp } from "../app";
import { loadConfig, type Config } from "../config";
import { openDatabase, type Database } from "../db/client";
import { scratchDatabase } from "../resilience/scratch-database";
import { migratedPgliteData } from "./pglite-snapshot";

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Move the clock: codes and tokens expire by it. */
  advance(ms: number): void;
  /** Stop the clock (it then moves only by advance) or, with false, let it run on from where it is. */
  freezeClock(frozen: boolean): void;
  close(): Promise<void>;
}

/**
 * The VTpass timeout of suites that exercise its timeout scenario: such a test costs about this much,
 * and a healthy simulator answer must never cross it. 300 ms did, on a machine at load 11, and turned
 * an ordinary purchase into a pending one.
 */
export const SHORT_VTPASS_TIMEOUT_MS = "1200";

/**
 * A product API on a fresh database: PGlite in memory, or a throwaway database on the
 * PostgreSQL server at TEST_DATABASE_URL (created here and dropped at close).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: { logger?: Logger } = {},
): Promise<TestApp> {
  // PGLITE_DIR only places test mode's database here (the app's own is opened below): in memory, so
  // test apps in parallel workers never share a folder.
  const config = loadConfig({ LOG_LEVEL: "silent", JOBS_ENABLED: "false", PGLITE_DIR: "memory://", ...env });
  const { database, drop } = await openTestDatabase(opts);
  let offset = 0;
  let frozenAt: number | null = null;
  const app = await buildApp({
    config,
    database,
    logger: false,
    now: () => new Date((frozenAt ?? Date.now()) + offset),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    advance: (ms) => {
      offset += ms;
    },
    freezeClock: (frozen) => {
      if (frozen && frozenAt === null) frozenAt = Date.now();
      if (!frozen && frozenAt !== null) {
        offset += frozenAt - Date.now();
        frozenAt = null;
      }
    },
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

export async function openTestDatabase(
  opts: { poolSize?: number; logger?: Logger } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!usingPostgres()) {
    const pgliteData = await migratedPgliteData();
    return {
      database: await openDatabase({ pgliteDir: "memory://", logger: opts.logger, pgliteData }),
      drop: async () => {},
    };
  }
  const scratch = await scratchDatabase("t");
  const database = await openDatabase({ url: scratch.url, poolSize: opts.poolSize ?? 10, logger: opts.logger });
  return { database, drop: scratch.drop };
}
