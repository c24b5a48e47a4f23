import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import { scheduleRuns, schedules, transactions } from "../db/schema";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { rid } from "../purchases/test-helpers";
import { scratchDatabase } from "../resilience/scratch-database";
import { bearer, createUser, fundWallet, TEST_PIN } from "../test/fixtures";
import { usingPostgres } from "../test/test-app";
import { MAX_LIVE_SCHEDULES, SCHEDULE_MSG } from "../../lib/contracts/schedules";
import { checkLedger } from "../wallet/ledger-check";
import { walletBalanceKobo } from "../wallet/ledger";
import { CLAIM_TIMEOUT_MS, claimDue, runSchedules } from "./runs";

/**
 * Once-only runs across two API instances (two pools on one PostgreSQL database), each running
 * the job at the same moments: every occurrence is paid exactly once, including an occurrence
 * whose runner stopped after claiming it. PostgreSQL only.
 */
const maybe = usingPostgres() ? describe : describe.skip;
jest.setTimeout(180_000);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const lagosLocal = (d: Date) => new Date(d.getTime() + HOUR).toISOString().slice(0, 16);

maybe("scheduled purchases on two API instances", () => {
  let drop: () => Promise<void>;
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];
  let offset = 0;
  const now = () => new Date(Date.now() + offset);

  beforeAll(async () => {
    const scratch = await scratchDatabase();
    drop = scratch.drop;
    const config = loadConfig({
      LOG_LEVEL: "silent",
      JOBS_ENABLED: "false",
      DATABASE_URL: scratch.url,
      VTPASS_TIMEOUT_MS: "2000",
    });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: scratch.url, poolSize: 8 });
      dbs.push(database);
      const app = await buildApp({ config, database, logger: false, now });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const a of apps) await vtpassSimulator(a.ctx).flush();
    for (const a of apps) await a.close();
    for (const d of dbs) await d.close();
    await drop?.();
  });

  test("20 customers' daily schedules, both instances' jobs at once for 3 days: each occurrence paid once", async () => {
    const users = [];
    for (let i = 0; i < 20; i++) {
      const u = await createUser(dbs[0].db);
      await fundWallet(dbs[0].db, u.userId, 1_000_000, { history: false });
      const res = await apps[i % 2].inject({
        method: "POST",
        url: "/api/schedules",
        headers: bearer(u.token),
        payload: {
          service: "airtime",
          purchase: { network: "mtn", phone: N.success, amount: 100 },
          frequency: "daily",
          start_at: lagosLocal(new Date(now().getTime() + HOUR)),
          request_id: rid("SCHEDULE_"),
          pin: TEST_PIN,
        },
      });
      expect(res.statusCode).toBe(201);
      users.push(u);
    }
    for (let day = 0; day < 3; day++) {
      offset += DAY;
      // Both instances, several passes each, all at once.
      await Promise.all(apps.flatMap((a) => [runSchedules(a.ctx), runSchedules(a.ctx), runSchedules(a.ctx)]));
    }
    const runs = await dbs[0].db.select().from(scheduleRuns);
    expect(runs).toHaveLength(60);
    expect(runs.every((r) => r.outcome === "done")).toBe(true);
    const bought = await dbs[0].db.select().from(transactions).where(eq(transactions.type, "purchase"));
    expect(bought).toHaveLength(60);
    expect(new Set(bought.map((b) => b.requestId)).size).toBe(60);
    for (const u of users)
      expect(await walletBalanceKobo(dbs[0].db, u.userId)).toBeGreaterThan(1_000_000 - 3 * 10_000 - 1);
    for (const u of users) expect(await walletBalanceKobo(dbs[0].db, u.userId)).toBeLessThan(1_000_000 - 2 * 10_000);
    expect((await checkLedger(dbs[0].db)).ok).toBe(true);
  });

  test("a runner that stops after claiming: after the claim timeout both instances try, one pays, once", async () => {
    const u = await createUser(dbs[0].db);
    await fundWallet(dbs[0].db, u.userId, 1_000_000, { history: false });
    const res = await apps[0].inject({
      method: "POST",
      url: "/api/schedules",
      headers: bearer(u.token),
      payload: {
        service: "airtime",
        purchase: { network: "mtn", phone: N.success, amount: 100 },
        frequency: "once",
        start_at: lagosLocal(new Date(now().getTime() + HOUR)),
        request_id: rid("SCHEDULE_"),
        pin: TEST_PIN,
      },
    });
    const id = res.json().data.id;
    offset += 2 * HOUR;
    // Instance 0 claims everything due (the daily ones above are due again too)… and dies here.
    const claimed: string[] = [];
    for (let batch = await claimDue(apps[0].ctx, now()); batch.length; batch = await claimDue(apps[0].ctx, now()))
      claimed.push(...batch.map((c) => c.schedule.id));
    expect(claimed).toContain(id);
    await Promise.all(apps.map((a) => runSchedules(a.ctx)));
    const [pending] = await dbs[0].db.select().from(scheduleRuns).where(eq(scheduleRuns.scheduleId, id));
    expect(pending.outcome).toBe("running");
    offset += CLAIM_TIMEOUT_MS + 1000;
    await Promise.all(apps.flatMap((a) => [runSchedules(a.ctx), runSchedules(a.ctx)]));
    const runs = await dbs[0].db.select().from(scheduleRuns).where(eq(scheduleRuns.scheduleId, id));
    expect(runs).toHaveLength(1);
    expect(runs[0].outcome).toBe("done");
    const bought = await dbs[0].db.select().from(transactions).where(eq(transactions.userId, u.userId));
    expect(bought.filter((b) => b.type === "purchase")).toHaveLength(1);
    const [s] = await dbs[1].db.select().from(schedules).where(eq(schedules.id, id));
    expect(s.status).toBe("completed");
  });

  test(`creations at once on both instances stop at ${MAX_LIVE_SCHEDULES} live schedules`, async () => {
    const u = await createUser(dbs[0].db);
    const create = (i: number) =>
      apps[i % 2].inject({
        method: "POST",
        url: "/api/schedules",
        headers: bearer(u.token),
        payload: {
          service: "airtime",
          purchase: { network: "mtn", phone: N.success, amount: 100 },
          frequency: "once",
          start_at: lagosLocal(new Date(now().getTime() + 30 * DAY)),
          request_id: rid("SCHEDULE_"),
          pin: TEST_PIN,
        },
      });
    const first = await create(0);
    expect(first.statusCode).toBe(201);
    const [made] = await dbs[0].db.select().from(schedules).where(eq(schedules.id, first.json().data.id));
    const { id: _id, ...copy } = made;
    await dbs[0].db
      .insert(schedules)
      .values(Array.from({ length: MAX_LIVE_SCHEDULES - 3 }, () => ({ ...copy, creationRequestId: rid("SCHEDULE_") })));
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => create(i)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(SCHEDULE_MSG.tooMany);
    expect(await dbs[1].db.select().from(schedules).where(eq(schedules.userId, u.userId))).toHaveLength(
      MAX_LIVE_SCHEDULES,
    );
  });
});
