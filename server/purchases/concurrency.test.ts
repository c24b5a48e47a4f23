import { eq } from "drizzle-orm";
import { cashbackRates, transactions } from "../db/schema";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { checkLedger } from "../wallet/ledger-check";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { customer, flushCallbacks, rid } from "./test-helpers";

jest.setTimeout(120_000);

// Real row locks and parallel connections need PostgreSQL: CI runs this with TEST_DATABASE_URL set.
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

describeOnPostgres("parallel purchases on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ VTPASS_TIMEOUT_MS: "2000" });
    // No cashback here, so only the purchases move the balance.
    await t.app.ctx.db.insert(cashbackRates).values({ service: "airtime", rateBp: 0 });
  });
  afterAll(async () => {
    await flushCallbacks(t);
    await t.close();
  });

  test("a balance that covers only some: exactly those succeed, never overdrawn, ledger balanced", async () => {
    const c = await customer(t, 1_050_000); // ₦10,500
    const attempts = 30; // ₦1,000 each
    const results = await Promise.all(
      Array.from({ length: attempts }, () =>
        c.post("/api/pay/airtime", { network: "mtn", phone: N.success, amount: 1000, request_id: rid() }),
      ),
    );
    const ok = results.filter((r) => r.status === 200 && r.body.status === "success");
    const refused = results.filter((r) => r.status === 400);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const r of refused) expect(r.body.message).toBe("Insufficient balance.");
    expect(await c.balance()).toBe(50_000);
    const purchases = await t.app.ctx.db.select().from(transactions).where(eq(transactions.userId, c.userId));
    expect(purchases).toHaveLength(10);
    const report = await checkLedger(t.app.ctx.db);
    expect(report.negativeAccounts).toEqual([]);
    expect(report.ok).toBe(true);
  });

  test("the same request sent 12 times at once is one purchase and one debit", async () => {
    const c = await customer(t, 1_000_000);
    const body = { network: "glo", phone: N.success, amount: 500, request_id: rid() };
    const results = await Promise.all(Array.from({ length: 12 }, () => c.post("/api/pay/airtime", body)));
    const ids = new Set(results.map((r) => r.body.transaction?.id));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await c.balance()).toBe(1_000_000 - 50_000);
    expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
  });

  test("several customers buying at once each keep their own balance", async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => customer(t, 300_000)));
    await Promise.all(
      people.flatMap((p) =>
        Array.from({ length: 5 }, () =>
          p.post("/api/pay/airtime", { network: "airtel", phone: N.success, amount: 1000, request_id: rid() }),
        ),
      ),
    );
    for (const p of people) expect(await p.balance()).toBe(0);
    expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
  });
});
