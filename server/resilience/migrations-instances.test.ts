import { readFileSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { MIGRATIONS_DIR, openDatabase } from "../db/client";
import { usingPostgres } from "../test/test-app";
import { freePort, startApiProcess, type ApiProcess } from "./api-process";
import { scratchDatabase } from "./scratch-database";

/**
 * Every API instance migrates at start. N instances started together on one fresh PostgreSQL
 * database must all come up, with each migration applied once (an advisory lock in
 * server/db/client.ts lets one migrate while the others wait). PostgreSQL only; CI runs it.
 */
const maybe = usingPostgres() ? describe : describe.skip;
jest.setTimeout(180_000);

const journal = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  }
).entries;

/** The migrations table of drizzle on that database: when (the journal's key) of each row, in order. */
async function appliedMigrations(url: string): Promise<{ when: number; hash: string }[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ created_at: string; hash: string }>(
      "SELECT created_at, hash FROM drizzle.__drizzle_migrations ORDER BY id",
    );
    return rows.map((r) => ({ when: Number(r.created_at), hash: r.hash }));
  } finally {
    await client.end();
  }
}

function expectEachMigrationOnce(applied: { when: number; hash: string }[]) {
  expect(applied.map((m) => m.when)).toEqual(journal.map((e) => e.when));
  expect(new Set(applied.map((m) => m.hash)).size).toBe(journal.length);
}

maybe("migrations when several instances start at once on a fresh database", () => {
  const drops: (() => Promise<void>)[] = [];
  const procs: ApiProcess[] = [];
  afterAll(async () => {
    for (const p of procs) await p.kill("SIGTERM");
    for (const drop of drops) await drop();
  });

  test("two API processes both come up, and each migration ran once", async () => {
    const scratch = await scratchDatabase();
    drops.push(scratch.drop);
    const ports = [await freePort()];
    while (ports.length < 2) {
      const port = await freePort();
      if (!ports.includes(port)) ports.push(port);
    }
    const env = { DATABASE_URL: scratch.url, JOBS_ENABLED: "false" };
    const started = await Promise.allSettled(ports.map((port) => startApiProcess(env, port)));
    for (const s of started) if (s.status === "fulfilled") procs.push(s.value);
    expect(started.map((s) => (s.status === "fulfilled" ? "up" : String(s.reason)))).toEqual(["up", "up"]);

    for (const p of procs) {
      const res = await fetch(`${p.base}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ database: "postgres" });
      expect(p.output()).not.toMatch(/error/i);
    }
    expectEachMigrationOnce(await appliedMigrations(scratch.url));
  });

  test("four database handles opened at once in one process: all open, each migration ran once", async () => {
    const scratch = await scratchDatabase();
    drops.push(scratch.drop);
    const opened = await Promise.allSettled(
      Array.from({ length: 4 }, () => openDatabase({ url: scratch.url, poolSize: 2 })),
    );
    for (const o of opened) if (o.status === "fulfilled") await o.value.close();
    expect(opened.map((o) => (o.status === "fulfilled" ? "open" : String(o.reason)))).toEqual(Array(4).fill("open"));
    expectEachMigrationOnce(await appliedMigrations(scratch.url));
  });
});
