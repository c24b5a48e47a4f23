import { and, eq, isNull } from "drizzle-orm";
import { apiKeys, transactions } from "../db/schema";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { scratchDatabase } from "../resilience/scratch-database";
import { bearer, withPin } from "../test/fixtures";
import { usingPostgres, type TestApp } from "../test/test-app";
import { twoInstances } from "../test/two-instances";
import { checkLedger } from "../wallet/ledger-check";
import { MAX_ACTIVE_KEYS, PARTNER_MSG } from "../../lib/contracts/partner";
import { partner, partnerRid, v1 } from "./partner-kit";
import { testModeOf } from "./test-mode";

jest.setTimeout(120_000);

/**
 * The partner API's money and idempotency under parallel calls spread across two API instances on
 * one PostgreSQL database (and, for test keys, one PostgreSQL test-mode database), as several
 * production instances behind a load balancer would take them. Real row locks and parallel
 * connections need PostgreSQL: CI runs this with TEST_DATABASE_URL set.
 */
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

describeOnPostgres("the partner API under parallel calls on two instances (PostgreSQL)", () => {
  let env: Awaited<ReturnType<typeof twoInstances>>;
  let testModeDb: Awaited<ReturnType<typeof scratchDatabase>>;
  let a: TestApp;
  let b: TestApp;
  /** Call i goes to instance i % 2. */
  const on = (i: number) => (i % 2 === 0 ? a : b);
  beforeAll(async () => {
    testModeDb = await scratchDatabase();
    env = await twoInstances({
      PARTNER_RATE_LIMIT_PER_MINUTE: "1000",
      VTPASS_TIMEOUT_MS: "2000",
      TEST_MODE_DATABASE_URL: testModeDb.url,
    });
    [a, b] = env.views;
  });
  afterAll(async () => {
    for (const app of env?.apps ?? []) await app.ctx.afterAnswer.settled();
    await env?.close();
    await testModeDb?.drop();
  });

  /** A dashboard purchase (bearer token and PIN) on one instance. */
  const dashboard = async (t: TestApp, token: string, body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/pay/airtime",
      headers: bearer(token),
      payload: withPin(body),
    });
    return { status: res.statusCode, body: res.json() };
  };

  test("the same request_id sent 12 times at once with a key, across both instances, is one purchase and one debit", async () => {
    const p = await partner(a, 1_000_000);
    const key = await p.createKey();
    const body = { network: "glo", phone: N.success, amount: 500, request_id: partnerRid() };
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => v1(on(i), key, "POST", "/v1/airtime", body)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(new Set(results.map((r) => r.body.transaction.id)).size).toBe(1);
    // One debit at the API partner level's price: ₦500 less 2.8% (migration 0025), no cashback on a discount.
    expect(await p.balance()).toBe(1_000_000 - 48_600);
    const rows = await a.app.ctx.db.select().from(transactions).where(eq(transactions.userId, p.userId));
    expect(rows).toHaveLength(1);
    expect((await checkLedger(a.app.ctx.db)).ok).toBe(true);
  });

  test("the same request_id sent with the dashboard and a key at once, on both instances, is still one debit", async () => {
    const p = await partner(a, 1_000_000);
    const key = await p.createKey();
    const body = { network: "mtn", phone: N.success, amount: 300, request_id: partnerRid() };
    const results = await Promise.all([
      v1(a, key, "POST", "/v1/airtime", body),
      dashboard(b, p.token, body),
      v1(b, key, "POST", "/v1/airtime", body),
      dashboard(a, p.token, body),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.transaction.id)).size).toBe(1);
    expect(await p.balance()).toBe(1_000_000 - 29_160); // ₦300 less 2.8%, once
  });

  test("ten different purchases at once on both instances never spend more than the balance", async () => {
    // ₦1,000 pays three ₦300 airtimes at the API partner's price (₦291.60 each), not four.
    const p = await partner(a, 100_000);
    const key = await p.createKey();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        v1(on(i), key, "POST", "/v1/airtime", {
          network: "mtn",
          phone: N.success,
          amount: 300,
          request_id: partnerRid(),
        }),
      ),
    );
    const paid = results.filter((r) => r.status === 200);
    expect(paid).toHaveLength(3);
    expect(paid.every((r) => r.body.status === "success")).toBe(true);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(Array(7).fill([400, "Insufficient balance."]));
    expect(await p.balance()).toBe(100_000 - 3 * 29_160);
    expect((await checkLedger(b.app.ctx.db)).ok).toBe(true);
  });

  test("a test key's same request_id 12 times at once on both instances debits the test balance once", async () => {
    const p = await partner(a, 1_000_000);
    const key = await p.createKey({ mode: "test" });
    expect((await p.post("/api/api-keys/test-topup", { amount: 5000 })).status).toBe(200);
    const body = { network: "mtn", phone: N.success, amount: 1000, request_id: partnerRid() };
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => v1(on(i), key, "POST", "/v1/airtime", body)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(new Set(results.map((r) => r.body.transaction.id)).size).toBe(1);
    // ₦1,000 less 2.8%, once, from the test balance; the live wallet does not move.
    expect((await v1(b, key, "GET", "/v1/balance")).body.balance).toBe(5000 - 972);
    expect(await p.balance()).toBe(1_000_000);
    // Both instances' test mode is the one test database.
    const test = (await testModeOf(b.app.ctx)!).ctx;
    const rows = await test.db.select().from(transactions).where(eq(transactions.userId, p.userId));
    expect(rows.filter((r) => r.type === "purchase")).toHaveLength(1);
    expect((await checkLedger(test.db)).ok).toBe(true);
    expect(await a.app.ctx.db.select().from(transactions).where(eq(transactions.userId, p.userId))).toHaveLength(0);
  });

  test("twenty keys created at once on both instances stop at the limit of active keys", async () => {
    const p = await partner(a, 0);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        on(i).app.inject({
          method: "POST",
          url: "/api/api-keys",
          headers: bearer(p.token),
          payload: withPin({ name: `Shop ${i}`, mode: "live" }),
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(MAX_ACTIVE_KEYS).fill(200), ...Array(20 - MAX_ACTIVE_KEYS).fill(409)]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(PARTNER_MSG.tooManyKeys);
    const active = await a.app.ctx.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, p.userId), isNull(apiKeys.revokedAt)));
    expect(active).toHaveLength(MAX_ACTIVE_KEYS);
  });
});
