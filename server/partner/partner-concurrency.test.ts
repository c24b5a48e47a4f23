import { eq } from "drizzle-orm";
import { cashbackRates, transactions } from "../db/schema";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { partner, PARTNER_ENV, partnerRid, v1 } from "./partner-kit";

jest.setTimeout(120_000);

// Real row locks and parallel connections need PostgreSQL: CI runs this with TEST_DATABASE_URL set.
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

describeOnPostgres("the partner API under parallel calls on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...PARTNER_ENV, PARTNER_RATE_LIMIT_PER_MINUTE: "1000" });
    // No cashback here, so only the purchases move the balance.
    await t.app.ctx.db.insert(cashbackRates).values({ service: "airtime", rateBp: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  test("the same request_id sent 12 times at once with a key is one purchase and one debit", async () => {
    const p = await partner(t, 1_000_000);
    const key = await p.createKey();
    const body = { network: "glo", phone: N.success, amount: 500, request_id: partnerRid() };
    const results = await Promise.all(Array.from({ length: 12 }, () => v1(t, key, "POST", "/v1/airtime", body)));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(new Set(results.map((r) => r.body.transaction.id)).size).toBe(1);
    // One debit at the API partner level's price: ₦500 less 2.8% (migration 0025).
    expect(await p.balance()).toBe(1_000_000 - 48_600);
    const rows = await t.app.ctx.db.select().from(transactions).where(eq(transactions.userId, p.userId));
    expect(rows).toHaveLength(1);
    expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
  });

  test("the same request_id sent with the dashboard and a key at once is still one debit", async () => {
    const p = await partner(t, 1_000_000);
    const key = await p.createKey();
    const body = { network: "mtn", phone: N.success, amount: 300, request_id: partnerRid() };
    const results = await Promise.all([
      v1(t, key, "POST", "/v1/airtime", body),
      p.post("/api/pay/airtime", body),
      v1(t, key, "POST", "/v1/airtime", body),
      p.post("/api/pay/airtime", body),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.transaction.id)).size).toBe(1);
    expect(await p.balance()).toBe(1_000_000 - 29_160); // ₦300 less 2.8%, once
  });
});
