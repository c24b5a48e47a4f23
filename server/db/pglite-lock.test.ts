import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { registration } from "../accounts/account-test-kit";
import { freePort, startApiProcess, type ApiProcess } from "../resilience/api-process";
import { usingPostgres } from "../test/test-app";

/**
 * The embedded database's folder belongs to one process (pglite-lock.ts): a second API started on
 * it is refused with a message saying why, and a restart after the first one died (signal or
 * SIGKILL) takes the folder over with everything the first one committed.
 * Runs in the PGlite pass only (the PostgreSQL pass gives the API a DATABASE_URL).
 */
const maybe = usingPostgres() ? describe.skip : describe;
jest.setTimeout(120_000);

maybe("one process per embedded database folder", () => {
  let dir: string;
  const procs: ApiProcess[] = [];
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "nw-pglite-lock-"));
  });
  afterAll(async () => {
    for (const p of procs) await p.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  const env = () => ({ DATABASE_URL: "", PGLITE_DIR: path.join(dir, "db"), JOBS_ENABLED: "false" });
  const start = async () => {
    const p = await startApiProcess(env(), await freePort());
    procs.push(p);
    return p;
  };
  const register = (p: ApiProcess, email: string) =>
    fetch(`${p.base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(registration({ email })),
    });
  /** A registration with a taken email is a 422 (what the first process committed is there). */
  const emailTaken = async (p: ApiProcess, email: string) => (await register(p, email)).status === 422;

  test("a second API on the folder is refused; after SIGTERM or SIGKILL the next one takes it with the data", async () => {
    const first = await start();
    expect((await register(first, "first@example.com")).status).toBe(201);

    await expect(start()).rejects.toThrow(/open in another process/);

    await first.kill("SIGTERM");
    const second = await start();
    expect(await emailTaken(second, "first@example.com")).toBe(true);
    expect((await register(second, "second@example.com")).status).toBe(201);

    await second.kill("SIGKILL"); // no chance to remove its lock: it goes stale
    const third = await start();
    expect(await emailTaken(third, "first@example.com")).toBe(true);
    expect(await emailTaken(third, "second@example.com")).toBe(true);
  });
});
