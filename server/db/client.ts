import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { Pool } from "pg";
import type { Logger } from "drizzle-orm/logger";
import type { AdmissionGate } from "./admission-gate";
import { LanePool } from "./lane-pool";
import { lockPgliteDir } from "./pglite-lock";
import { DEFAULT_POOL_RESERVED, DEFAULT_POOL_SIZE } from "./pool-size";
import * as schema from "./schema";

/**
 * The committed SQL migrations. From source this is server/db/migrations; the API build
 * (scripts/build-api.mjs) bundles this file into dist/server/*.js and copies the folder beside
 * the bundles (dist/server/migrations), so the same join finds it in both.
 */
export const MIGRATIONS_DIR = path.join(__dirname, "migrations");

/**
 * The advisory lock that serialises migrations across processes (two-key form: its key space is
 * apart from the one-key locks the rate limits and funding take).
 */
const MIGRATION_LOCK = { classId: 0x4e57, objId: 1 }; // "NW", migrations

/** Both drivers expose the same query builder; code is written once against this type. */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL only: the purchases' gate in front of the pool (lane-pool.ts); PGlite has one connection. */
  purchaseGate?: AdmissionGate;
  close(): Promise<void>;
}

/**
 * Applies the pending migrations on PostgreSQL, one process at a time: every API instance (and
 * `npm run db:migrate`) migrates at start, so N instances starting together on a fresh database
 * would otherwise each try to create the same tables. The lock is held by the session that runs
 * the migrations and goes with it if the process dies; whoever waited finds nothing left to do.
 */
async function migratePostgres(pool: Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("SELECT pg_advisory_lock($1, $2)", [MIGRATION_LOCK.classId, MIGRATION_LOCK.objId]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1, $2)", [MIGRATION_LOCK.classId, MIGRATION_LOCK.objId]);
    }
  } catch (err) {
    broken = err as Error;
    throw err;
  } finally {
    // A client whose session failed is not given back to the pool (its lock may still be held).
    client.release(broken);
  }
}

/**
 * PostgreSQL when a URL is given, else PGlite on disk, taken by this process alone (pglite-lock.ts),
 * or in memory for "memory://".
 * Migrations are applied before the handle is returned.
 */
export async function openDatabase(opts: {
  url?: string;
  pgliteDir?: string;
  poolSize?: number;
  /** Connections of the pool purchases never hold (left to reads, sign-in, webhooks, jobs); 0: no gate. */
  poolReserved?: number;
  /** Sees every statement the query builder sends (tests count the work of a request with it). */
  logger?: Logger;
  /** "memory://" only: start from this data directory (a migrated copy, server/test/pglite-snapshot.ts) instead of an empty one. */
  pgliteData?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const size = opts.poolSize ?? DEFAULT_POOL_SIZE;
    const reserved = opts.poolReserved ?? DEFAULT_POOL_RESERVED;
    // No reserve: pg's pool alone, first come first served (what the bench compares the gate with).
    const pool =
      reserved > 0
        ? new LanePool({ connectionString: opts.url, max: size }, reserved)
        : new Pool({ connectionString: opts.url, max: size });
    // An idle client killed by the server (restart, failover, a dropped test database) must not crash
    // the process with an unhandled 'error' event; the pool simply opens a new client when needed.
    pool.on("error", () => {});
    try {
      await migratePostgres(pool);
    } catch (err) {
      await pool.end();
      throw err;
    }
    return {
      db: drizzlePg(pool, { schema, logger: opts.logger }),
      kind: "postgres",
      purchaseGate: pool instanceof LanePool ? pool.gate : undefined,
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir ?? ".data/pglite";
  let client: PGlite;
  let unlock = async () => {};
  if (dir === "memory://") client = new PGlite(opts.pgliteData ? { loadDataDir: opts.pgliteData } : undefined);
  else {
    fs.mkdirSync(dir, { recursive: true });
    unlock = await lockPgliteDir(dir);
    client = new PGlite(dir);
  }
  const close = async () => {
    try {
      await client.close();
    } finally {
      await unlock();
    }
  };
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  const db = drizzlePglite(client, { schema, logger: opts.logger });
  return { db: db as unknown as Db, kind: "pglite", close };
}
