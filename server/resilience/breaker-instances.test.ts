import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { breakerOffMessage } from "../purchases/service-availability";
import { rid } from "../purchases/test-helpers";
import { usingPostgres } from "../test/test-app";
import { bearer, createUser, fundWallet, withPin } from "../test/fixtures";
import { walletBalanceKobo } from "../wallet/ledger";
import { scratchDatabase } from "./scratch-database";

/**
 * The circuit breaker's state lives in the database: tripped through one API instance, the other
 * refuses too, and when the cool-down ends exactly one trial purchase gets through across both.
 * PostgreSQL only (two pools on one database).
 */
const maybe = usingPostgres() ? describe : describe.skip;
jest.setTimeout(90_000);

maybe("circuit breaker across two API instances on one database", () => {
  let drop: () => Promise<void>;
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];
  let offset = 0;

  beforeAll(async () => {
    const scratch = await scratchDatabase();
    drop = scratch.drop;
    const config = loadConfig({
      LOG_LEVEL: "silent",
      JOBS_ENABLED: "false",
      DATABASE_URL: scratch.url,
      VTPASS_TIMEOUT_MS: "200",
      BREAKER_FAILURES: "3",
      BREAKER_COOLDOWN_MS: "30000",
    });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: scratch.url, poolSize: 8 });
      dbs.push(database);
      const app = await buildApp({ config, database, logger: false, now: () => new Date(Date.now() + offset) });
      await app.ready();
      vtpassSimulator(app.ctx).settings.hangMs = 400;
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    for (const d of dbs) await d.close();
    await drop?.();
  });

  test("tripped on one instance, refused on both; after the cool-down one trial in all", async () => {
    const u = await createUser(dbs[0].db);
    await fundWallet(dbs[0].db, u.userId, 10_000_000, { history: false });
    const buy = (i: number, phone: string) =>
      apps[i % 2].inject({
        method: "POST",
        url: "/api/pay/airtime",
        headers: bearer(u.token),
        payload: withPin({ network: "mtn", phone, amount: 100, request_id: rid() }),
      });
    for (let i = 0; i < 3; i++) expect((await buy(0, N.timeoutAlias)).statusCode).toBe(200);

    const before = await walletBalanceKobo(dbs[0].db, u.userId);
    const refused = await buy(1, N.success);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: breakerOffMessage("airtime") });
    const services = (await apps[1].inject({ method: "GET", url: "/api/services", headers: bearer(u.token) })).json();
    expect(services.services.find((s: { service: string }) => s.service === "airtime").available).toBe(false);

    // The cool-down ends for both; six purchases at once across the two: exactly one is the trial.
    offset += 30_000;
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => buy(i, N.timeoutAlias)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 503, 503, 503, 503, 503]);
    expect(before - (await walletBalanceKobo(dbs[0].db, u.userId))).toBe(10_000);
  });
});
