import { eq } from "drizzle-orm";
import { levelUpgrades, transactions } from "../db/schema";
import { usingPostgres, type TestApp } from "../test/test-app";
import { bearer, createUser, TEST_PIN } from "../test/fixtures";
import { twoInstances } from "../test/two-instances";
import { checkLedger } from "../wallet/ledger-check";
import { walletBalanceKobo } from "../wallet/ledger";
import { customer, rid } from "../purchases/test-helpers";
import { fundByTransfer, referralCodeOf, referralOf, registerWithCode } from "../referrals/referral-test-kit";

jest.setTimeout(120_000);

/**
 * Levels' and referrals' money under parallel calls spread across two API instances on one
 * PostgreSQL database, as production's instances would take them. Real row locks and parallel
 * connections need PostgreSQL: run with TEST_DATABASE_URL set.
 */
const describeOnPostgres = usingPostgres() ? describe : describe.skip;

describeOnPostgres("levels and referrals money on two instances (PostgreSQL)", () => {
  let env: Awaited<ReturnType<typeof twoInstances>>;
  let a: TestApp;
  let b: TestApp;
  /** Call i goes to instance i % 2. */
  const on = (i: number) => (i % 2 === 0 ? a : b);
  beforeAll(async () => {
    env = await twoInstances();
    [a, b] = env.views;
  });
  afterAll(async () => {
    for (const app of env?.apps ?? []) await app.ctx.afterAnswer.settled();
    await env?.close();
  });

  test("ten upgrades at once on both instances (same and different request_ids) pay the fee once", async () => {
    const c = await customer(a, 1_000_000);
    const same = rid("LVL_");
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        on(i).app.inject({
          method: "POST",
          url: "/api/levels/upgrade",
          headers: bearer(c.token),
          payload: { level: "reseller", request_id: i < 5 ? same : rid("LVL_"), pin: TEST_PIN },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    // The five with the same request_id answer the one upgrade, on either instance.
    expect(results.slice(0, 5).every((r) => r.statusCode === results[0].statusCode)).toBe(true);
    expect(await c.balance()).toBe(900_000);
    const upgrades = await a.app.ctx.db.select().from(levelUpgrades).where(eq(levelUpgrades.userId, c.userId));
    expect(upgrades).toHaveLength(1);
    const fees = (await c.history()).filter((h) => h.type === "level_fee");
    expect(fees).toHaveLength(1);
    expect((await checkLedger(b.app.ctx.db)).ok).toBe(true);
  });

  test("eight qualifying fundings of one referred customer at once on both instances pay one bonus", async () => {
    const referrer = await createUser(a);
    const referred = await registerWithCode(b, await referralCodeOf(a, referrer.token));
    expect((await referralOf(a, referred))?.status).toBe("linked");
    await Promise.all(Array.from({ length: 8 }, (_, i) => fundByTransfer(on(i), referred, 600_000)));
    expect(await walletBalanceKobo(a.app.ctx.db, referred)).toBe(8 * 600_000);
    expect(await walletBalanceKobo(a.app.ctx.db, referrer.userId)).toBe(50_000);
    const bonuses = await b.app.ctx.db.select().from(transactions).where(eq(transactions.userId, referrer.userId));
    expect(bonuses.filter((r) => r.type === "referral_bonus")).toHaveLength(1);
    expect((await referralOf(b, referred))?.status).toBe("paid");
    expect((await checkLedger(a.app.ctx.db)).ok).toBe(true);
  });
});
