import { eq } from "drizzle-orm";
import { levelUpgrades, transactions } from "../db/schema";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { createUser } from "../test/fixtures";
import { checkLedger } from "../wallet/ledger-check";
import { walletBalanceKobo } from "../wallet/ledger";
import { customer, rid } from "../purchases/test-helpers";
import { fundByTransfer, referralCodeOf, referralOf, registerWithCode } from "../referrals/referral-test-kit";

jest.setTimeout(120_000);

// Real row locks and parallel connections need PostgreSQL: run with TEST_DATABASE_URL set.
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

describeOnPostgres("levels and referrals money on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.ctx.afterAnswer.settled();
    await t.close();
  });

  test("ten upgrades at once (same and different request_ids) pay the fee once", async () => {
    const c = await customer(t, 1_000_000);
    const same = rid("LVL_");
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        c.post("/api/levels/upgrade", { level: "reseller", request_id: i < 5 ? same : rid("LVL_"), pin: "4826" }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await c.balance()).toBe(900_000);
    const upgrades = await t.app.ctx.db.select().from(levelUpgrades).where(eq(levelUpgrades.userId, c.userId));
    expect(upgrades).toHaveLength(1);
    const fees = (await c.history()).filter((h) => h.type === "level_fee");
    expect(fees).toHaveLength(1);
    expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
  });

  test("eight qualifying fundings of one referred customer at once pay one bonus", async () => {
    const a = await createUser(t);
    const b = await registerWithCode(t, await referralCodeOf(t, a.token));
    expect((await referralOf(t, b))?.status).toBe("linked");
    await Promise.all(Array.from({ length: 8 }, () => fundByTransfer(t, b, 600_000)));
    expect(await walletBalanceKobo(t.app.ctx.db, b)).toBe(8 * 600_000);
    expect(await walletBalanceKobo(t.app.ctx.db, a.userId)).toBe(50_000);
    const bonuses = await t.app.ctx.db.select().from(transactions).where(eq(transactions.userId, a.userId));
    expect(bonuses.filter((r) => r.type === "referral_bonus")).toHaveLength(1);
    expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
  });
});
