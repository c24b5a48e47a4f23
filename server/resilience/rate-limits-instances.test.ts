import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import { ACCOUNT_LIMITS } from "../accounts/rate-limits";
import { usingPostgres } from "../test/test-app";
import { createUser } from "../test/fixtures";
import { scratchDatabase } from "./scratch-database";

/**
 * Brute force across two API instances sharing one PostgreSQL database: the per-account and
 * per-address limits are counted in the database, so they hold whichever instance is hit.
 * PostgreSQL only (two connections pools on one database); CI runs it.
 */
const maybe = usingPostgres() ? describe : describe.skip;
jest.setTimeout(90_000);

maybe("rate limits across two API instances on one database", () => {
  let drop: () => Promise<void>;
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    const scratch = await scratchDatabase();
    drop = scratch.drop;
    const config = loadConfig({ LOG_LEVEL: "silent", JOBS_ENABLED: "false", DATABASE_URL: scratch.url });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: scratch.url, poolSize: 8 });
      dbs.push(database);
      const app = await buildApp({ config, database, logger: false });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    for (const d of dbs) await d.close();
    await drop?.();
  });

  /** Fires `n` attempts at once, alternating instances; answers the status codes. */
  async function attempts(n: number, url: string, payload: (i: number) => object, ip: (i: number) => string) {
    const res = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        apps[i % 2].inject({ method: "POST", url, payload: payload(i), remoteAddress: ip(i) }),
      ),
    );
    return res.map((r) => r.statusCode);
  }

  test.each([
    [
      "login",
      "/api/login",
      ACCOUNT_LIMITS.login.email.limit,
      (email: string) => ({ email, password: "not-the-password" }),
    ],
    [
      "forgot password",
      "/api/forgot-password",
      ACCOUNT_LIMITS.forgotPassword.email.limit,
      (email: string) => ({ email }),
    ],
    [
      "reset code",
      "/api/verify-reset-otp",
      ACCOUNT_LIMITS.verifyResetOtp.email.limit,
      (email: string) => ({ email, otp: "000000" }),
    ],
    [
      "email code",
      "/api/verify-otp",
      ACCOUNT_LIMITS.verifyOtp.email.limit,
      (email: string) => ({ email, otp: "000000" }),
    ],
  ])("%s: per account, exactly the limit gets through across both instances", async (_name, url, limit, body) => {
    const victim = await createUser(dbs[0].db, { verified: url !== "/api/verify-otp" });
    // Each attempt from its own address: only the per-account limit can stop them.
    const statuses = await attempts(
      limit + 8,
      url,
      () => body(victim.email),
      (i) => `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    expect(statuses.every((s) => s === 429 || (s >= 200 && s < 500))).toBe(true);
    // Still limited afterwards, on either instance.
    for (const app of apps)
      expect(
        (await app.inject({ method: "POST", url, payload: body(victim.email), remoteAddress: "10.9.9.9" })).statusCode,
      ).toBe(429);
  });

  test("per address: one address trying many accounts is stopped at the address limit across both instances", async () => {
    const limit = ACCOUNT_LIMITS.login.ip.limit;
    const statuses = await attempts(
      limit + 6,
      "/api/login",
      (i) => ({ email: `nobody-${i}@example.com`, password: "not-the-password" }),
      () => "10.200.0.1",
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
    // Another address is not affected.
    expect(
      (
        await apps[1].inject({
          method: "POST",
          url: "/api/login",
          payload: { email: "someone@example.com", password: "x" },
          remoteAddress: "10.200.0.2",
        })
      ).statusCode,
    ).toBe(401);
  });
});
