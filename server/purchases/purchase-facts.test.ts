import { afterAll, beforeAll, describe, expect, test } from "@jest/globals";
import { and, eq } from "drizzle-orm";
import {
  beneficiaries,
  cashbackRates,
  ledgerAccounts,
  levelDiscounts,
  lowBalanceThresholds,
  providerBreakers,
  serviceSettings,
  transactionPins,
} from "../db/schema";
import { levelByCode, levelWithDiscounts } from "../levels/levels-repo";
import { atLevel } from "../levels/level-test-kit";
import { lowBalanceThresholdKobo } from "../notifications/low-balance";
import { createTestApp, type TestApp } from "../test/test-app";
import type { Tx } from "../wallet/ledger";
import { transactionByRequestId } from "../wallet/transactions-repo";
import { breakerKeyOf } from "./provider-breaker";
import { purchaseFacts, type FactsQuery } from "./purchase-facts";
import { customer, rid } from "./test-helpers";

/**
 * The one statement a purchase reads its facts with answers what the separate reads it replaced
 * answer, case by case (each read below is the function, or the query, the product used before).
 */

let t: TestApp;
let db: Tx;
beforeAll(async () => {
  t = await createTestApp();
  db = t.app.ctx.db;
});
afterAll(() => t.close());

async function separately(q: FactsQuery) {
  const replay = await transactionByRequestId(db, q.userId, q.requestId);
  const [pin] = await db
    .select({
      pinHash: transactionPins.pinHash,
      failedAttempts: transactionPins.failedAttempts,
      lockedUntil: transactionPins.lockedUntil,
    })
    .from(transactionPins)
    .where(eq(transactionPins.userId, q.userId));
  const [service] = await db.select().from(serviceSettings).where(eq(serviceSettings.service, q.service));
  const { level, discounts } = await levelWithDiscounts(db, q.userId);
  const [breaker] = await db
    .select()
    .from(providerBreakers)
    .where(eq(providerBreakers.key, breakerKeyOf(q.service)));
  const [rate] = await db.select().from(cashbackRates).where(eq(cashbackRates.service, q.service));
  const [wallet] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, q.userId));
  const saved = q.recipient
    ? await db
        .select()
        .from(beneficiaries)
        .where(
          and(
            eq(beneficiaries.userId, q.userId),
            eq(beneficiaries.kind, q.recipient.kind as "phone"),
            eq(beneficiaries.provider, q.recipient.provider),
            eq(beneficiaries.number, q.recipient.number),
          ),
        )
    : [];
  return {
    replay: replay ? { id: replay.id, fingerprint: replay.requestFingerprint } : null,
    pin: pin ?? null,
    serviceEnabled: service?.enabled ?? null,
    level,
    discounts,
    breaker: breaker ?? null,
    lowBalanceThresholdKobo: await lowBalanceThresholdKobo(db, q.userId),
    cashbackRateBp: rate?.rateBp ?? null,
    walletId: wallet?.id ?? null,
    savedRecipient: saved.length > 0,
  };
}

const PHONE = { kind: "phone", provider: "", number: "08011111111" };

async function expectSame(q: FactsQuery) {
  const [together, apart] = [await purchaseFacts(db, q), await separately(q)];
  const bySvc = (a: { service: string; variationCode: string }, b: { service: string; variationCode: string }) =>
    `${a.service}/${a.variationCode}`.localeCompare(`${b.service}/${b.variationCode}`);
  together.discounts.sort(bySvc);
  apart.discounts.sort(bySvc);
  expect(together).toEqual(apart);
  return together;
}

describe("purchaseFacts answers what the separate reads answer", () => {
  test("a customer with nothing set: no replay, the PIN row, the service on, Customer level, breaker closed", async () => {
    const c = await customer(t, 0);
    const f = await expectSame({ userId: c.userId, requestId: rid(), service: "airtime", recipient: PHONE });
    expect(f).toMatchObject({
      replay: null,
      serviceEnabled: null,
      breaker: null,
      lowBalanceThresholdKobo: null,
      walletId: null,
      savedRecipient: false,
    });
    expect(f.pin?.failedAttempts).toBe(0);
    expect(f.level.code).toBe("customer");
  });

  test("a replay: the earlier purchase with this request_id, its fingerprint", async () => {
    const c = await customer(t, 500_000);
    const requestId = rid();
    const bought = await c.post("/api/pay/airtime", {
      network: "mtn",
      phone: "08011111111",
      amount: 100,
      request_id: requestId,
    });
    expect(bought.status).toBe(200);
    const f = await expectSame({ userId: c.userId, requestId, service: "airtime", recipient: PHONE });
    expect(f.replay?.id).toBe(bought.body.transaction.id);
    expect(f.replay?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(f.walletId).not.toBeNull();
  });

  test("wrong PINs counted, then a locked PIN", async () => {
    const c = await customer(t, 500_000);
    const body = { network: "mtn", phone: "08011111111", amount: 100, pin: "0000" };
    expect((await c.post("/api/pay/airtime", { ...body, request_id: rid() })).status).toBe(403);
    expect((await c.post("/api/pay/airtime", { ...body, request_id: rid() })).status).toBe(403);
    const counted = await expectSame({ userId: c.userId, requestId: rid(), service: "airtime", recipient: PHONE });
    expect(counted.pin?.failedAttempts).toBe(2);
    await db
      .update(transactionPins)
      .set({ lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(transactionPins.userId, c.userId));
    const locked = await expectSame({ userId: c.userId, requestId: rid(), service: "airtime", recipient: PHONE });
    expect(locked.pin?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  test("a customer without a PIN", async () => {
    const c = await customer(t, 0, { pin: null });
    const f = await expectSame({ userId: c.userId, requestId: rid(), service: "data", recipient: null });
    expect(f.pin).toBeNull();
  });

  test("the service switched off, its breaker open, its cashback rate set", async () => {
    const c = await customer(t, 0);
    await db
      .insert(serviceSettings)
      .values({ service: "cabletv", enabled: false })
      .onConflictDoUpdate({ target: serviceSettings.service, set: { enabled: false } });
    const now = new Date();
    await db
      .insert(providerBreakers)
      .values({
        key: breakerKeyOf("cabletv"),
        state: "open",
        failures: 5,
        openedAt: now,
        reason: "timeouts",
        updatedAt: now,
      })
      .onConflictDoNothing();
    await db.insert(cashbackRates).values({ service: "cabletv", rateBp: 150 }).onConflictDoNothing();
    const f = await expectSame({ userId: c.userId, requestId: rid(), service: "cabletv", recipient: null });
    expect(f).toMatchObject({ serviceEnabled: false, cashbackRateBp: 150 });
    expect(f.breaker?.state).toBe("open");
    expect(f.breaker?.openedAt?.getTime()).toBe(now.getTime());
  });

  test("a level with discount rules (the price at the customer's level)", async () => {
    const c = await customer(t, 0);
    await atLevel(db, c.userId, "reseller");
    const reseller = (await levelByCode(db, "reseller"))!;
    await db
      .insert(levelDiscounts)
      .values([
        { levelId: reseller.id, service: "electricity", percentBp: 125 },
        { levelId: reseller.id, service: "data", variationCode: "mtn-facts-plan", fixedPriceKobo: 90_000 },
      ])
      .onConflictDoNothing();
    const f = await expectSame({ userId: c.userId, requestId: rid(), service: "electricity", recipient: null });
    expect(f.level.code).toBe("reseller");
    expect(f.discounts.length).toBeGreaterThanOrEqual(2);
  });

  test("a low-balance threshold, and the recipient saved", async () => {
    const c = await customer(t, 0);
    await db.insert(lowBalanceThresholds).values({ userId: c.userId, thresholdKobo: 150_000 });
    await db.insert(beneficiaries).values({ userId: c.userId, kind: "phone", provider: "", number: "08011111111" });
    const f = await expectSame({ userId: c.userId, requestId: rid(), service: "airtime", recipient: PHONE });
    expect(f).toMatchObject({ lowBalanceThresholdKobo: 150_000, savedRecipient: true });
    const other = await expectSame({
      userId: c.userId,
      requestId: rid(),
      service: "airtime",
      recipient: { ...PHONE, number: "08099999999" },
    });
    expect(other.savedRecipient).toBe(false);
  });
});
