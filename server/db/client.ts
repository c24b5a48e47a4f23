import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { Pool } from "pg";
import * as schema from "./schema";

export const MIGRATIONS_DIR = path.join(__dirname, "migrations");

/** Both drivers expose the same query builder; code is written once against this type. */
export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given, else PGlite on disk (or in memory for "memory://").
 * Migrations are applied before the handle is returned.
 */
export async function openDatabase(opts: { url?: string; pgliteDir?: string; poolSize?: number }): Promise<Database> {
  if (opts.url) {
    const pool = new Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle client killed by the server (restart, failover, a dropped test database) must not crash
    // the process with an unhandled 'error' event; the pool simply opens a new client when needed.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const dir = opts.pgliteDir ?? ".data/pglite";
  let client: PGlite;
  if (dir === "memory://") client = new PGlite();
  else {
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
}
