import { randomBytes } from "node:crypto";
import { Client } from "pg";

/**
 * A throwaway database on the PostgreSQL server at TEST_DATABASE_URL; its URL, and a way to drop
 * it. `prefix` starts its random name (r_ for these tests, t_ for the test app's).
 */
export async function scratchDatabase(prefix = "r"): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
