import { afterAll, afterEach, beforeAll, expect, test } from "@jest/globals";
import { and, eq, sql } from "drizzle-orm";
import {
  cashbackRates,
  journals,
  ledgerEntries,
  notificationDeliveries,
  notifications,
  purchaseProviderRequests,
  transactions,
} from "../db/schema";
import type { Classified } from "../providers/vtpass/vtpass-outcome";
import { createTestApp, type TestApp } from "../test/test-app";
import { postJournal, systemAccount, walletBalanceKobo } from "../wallet/ledger";
import { checkLedger } from "../wallet/ledger-check";
import { debitPurchase, type DebitedPurchase, type Order } from "./engine";
import { settle } from "./settle";
import { settleDeliveredAtOnce } from "./settle-delivered";
import { customer, rid } from "./test-helpers";

/**
 * A delivered purchase settles in one statement right after its debit (settleDeliveredAtOnce), or
 * the general way under the purchase's lock (settle.ts), both through purchase_settle_delivered:
 * the two leave the same rows. The one-statement way writes nothing when the purchase is not the
 * pending row its debit wrote any more, or the cashback rate read before the debit changed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  expect((await checkLedger(t.app.ctx.db)).ok).toBe(true);
});

const DELIVERED: Classified = {
  outcome: "delivered",
  code: "000",
  reason: "TRANSACTION SUCCESSFUL",
  transaction: {
    code: "000",
    status: "delivered",
    transactionId: "17123456789",
    commissionKobo: 300,
    productName: "MTN Airtime VTU",
    transactionDate: "2026-11-27T06:00:00.000Z",
  } as Classified["transaction"],
};

async function debited(userId: string, amountKobo = 10_000): Promise<DebitedPurchase> {
  const requestId = rid();
  const order: Order = {
    service: "airtime",
    requestId,
    fingerprint: `fp-${requestId}`,
    amountKobo,
    pay: { serviceID: "mtn", amount: amountKobo / 100, phone: "08011111111" },
    details: { phone: "08011111111", network: "mtn", network_name: "MTN" },
  };
  const d = await debitPurchase(t.app.ctx, userId, order);
  if ("replay" in d) throw new Error("not debited");
  return d;
}

/** What a settlement left: the purchase row, its provider request, the cashback row and journal, the notification. */
async function written(purchaseId: string) {
  const db = t.app.ctx.db;
  const [row] = await db.select().from(transactions).where(eq(transactions.id, purchaseId));
  const [pr] = await db
    .select()
    .from(purchaseProviderRequests)
    .where(eq(purchaseProviderRequests.transactionId, purchaseId));
  const cashbackRows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.type, "cashback"), eq(transactions.reference, `${row.reference}CB`)));
  const [journal] = await db
    .select()
    .from(journals)
    .where(eq(journals.idempotencyKey, `cashback:${purchaseId}`));
  const entries = journal
    ? await db.select().from(ledgerEntries).where(eq(ledgerEntries.journalId, journal.id)).orderBy(ledgerEntries.id)
    : [];
  const [note] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.eventKey, `purchase_delivered:${purchaseId}`));
  const deliveries = note
    ? await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, note.id))
    : [];
  return { row, pr, cashbackRows, journal, entries, note, deliveries };
}

/** The same settlement of two purchases, without what differs by purchase (ids, references, times). */
function shape(w: Awaited<ReturnType<typeof written>>) {
  return {
    row: {
      status: w.row.status,
      providerReference: w.row.providerReference,
      commissionKobo: w.row.commissionKobo,
      cashbackKobo: w.row.cashbackKobo,
      details: w.row.details,
    },
    pr: { lastOutcome: w.pr.lastOutcome, lastCode: w.pr.lastCode, lastReason: w.pr.lastReason },
    reversalCheckAfterMs: w.pr.nextCheckAt!.getTime() - w.pr.finalizedAt!.getTime(),
    cashbackRows: w.cashbackRows.map((r) => ({ amount: r.amount, status: r.status, journal: r.journalId !== null })),
    journal: { kind: w.journal?.kind, metadata: { ...w.journal?.metadata, purchase_id: undefined } },
    entries: w.entries.map((e) => e.amount),
    note: { title: w.note.title, inApp: w.note.inApp, data: { ...w.note.data, transaction_id: undefined } },
    deliveries: w.deliveries.map((d) => d.channel).sort(),
  };
}

test("the one-statement settlement and the general one leave the same rows and balances", async () => {
  const c = await customer(t, 1_000_000);
  const a = await debited(c.userId);
  const b = await debited(c.userId);
  const atOnce = await settleDeliveredAtOnce(t.app.ctx, {
    row: a.row,
    c: DELIVERED,
    walletId: a.walletId,
    storedRateBp: null,
  });
  expect(atOnce?.row.status).toBe("delivered");
  const general = await settle(t.app.ctx, b.transactionId, DELIVERED);
  expect(general.row.status).toBe("delivered");
  const [wa, wb] = [await written(a.transactionId), await written(b.transactionId)];
  expect(shape(wa)).toEqual(shape(wb));
  expect(shape(wa).cashbackRows).toEqual([{ amount: 200, status: "successful", journal: true }]);
  // Each answered the row as written, and the wallet after its cashback.
  expect(atOnce!.row).toEqual(wa.row);
  expect(general.row).toEqual(wb.row);
  expect(atOnce!.provider).toEqual(wa.pr);
  expect(general.walletBalanceKobo! - atOnce!.walletBalanceKobo!).toBe(200); // b's cashback, after a's
  expect(await walletBalanceKobo(t.app.ctx.db, c.userId)).toBe(1_000_000 - 2 * 10_000 + 2 * 200);
});

test("settled meanwhile (a re-query, a callback): the one-statement way writes nothing", async () => {
  const c = await customer(t, 1_000_000);
  const d = await debited(c.userId);
  await settle(t.app.ctx, d.transactionId, DELIVERED);
  const before = await written(d.transactionId);
  expect(
    await settleDeliveredAtOnce(t.app.ctx, { row: d.row, c: DELIVERED, walletId: d.walletId, storedRateBp: null }),
  ).toBeNull();
  expect(await written(d.transactionId)).toEqual(before);
  expect(await walletBalanceKobo(t.app.ctx.db, c.userId)).toBe(1_000_000 - 10_000 + 200);
});

test("the cashback rate changed after it was read: nothing written, and the general way pays the new rate", async () => {
  const c = await customer(t, 1_000_000);
  const d = await debited(c.userId);
  await t.app.ctx.db
    .insert(cashbackRates)
    .values({ service: "airtime", rateBp: 500 })
    .onConflictDoUpdate({ target: cashbackRates.service, set: { rateBp: 500 } });
  try {
    expect(
      await settleDeliveredAtOnce(t.app.ctx, { row: d.row, c: DELIVERED, walletId: d.walletId, storedRateBp: null }),
    ).toBeNull();
    expect((await written(d.transactionId)).row.status).toBe("pending");
    const general = await settle(t.app.ctx, d.transactionId, DELIVERED);
    expect(general.row.cashbackKobo).toBe(500);
  } finally {
    await t.app.ctx.db.delete(cashbackRates).where(eq(cashbackRates.service, "airtime"));
  }
});

test("a cashback journal posted before by another path: the purchase still settles, without a second one", async () => {
  const c = await customer(t, 1_000_000);
  const d = await debited(c.userId);
  const db = t.app.ctx.db;
  const expense = await systemAccount(db, "cashback_expense");
  await postJournal(db, {
    kind: "cashback",
    idempotencyKey: `cashback:${d.transactionId}`,
    description: "posted by hand",
    entries: [
      { accountId: expense.id, amountKobo: -200 },
      { accountId: d.walletId, amountKobo: 200 },
    ],
  });
  const settled = await settleDeliveredAtOnce(t.app.ctx, {
    row: d.row,
    c: DELIVERED,
    walletId: d.walletId,
    storedRateBp: null,
  });
  expect(settled?.row.status).toBe("delivered");
  expect(settled?.walletBalanceKobo).toBeUndefined();
  const w = await written(d.transactionId);
  expect(w.cashbackRows).toEqual([]);
  expect(w.entries.map((e) => e.amount)).toEqual([-200, 200]);
  expect(await walletBalanceKobo(db, c.userId)).toBe(1_000_000 - 10_000 + 200);
});

test("a pending row touched since its debit (its updated_at by the database clock): the one-statement way writes nothing, the general way under the lock settles it", async () => {
  const c = await customer(t, 1_000_000);
  const d = await debited(c.userId);
  await t.app.ctx.db
    .update(transactions)
    .set({ updatedAt: sql`clock_timestamp()` })
    .where(eq(transactions.id, d.transactionId));
  expect(
    await settleDeliveredAtOnce(t.app.ctx, { row: d.row, c: DELIVERED, walletId: d.walletId, storedRateBp: null }),
  ).toBeNull();
  const general = await settle(t.app.ctx, d.transactionId, DELIVERED);
  expect(general.row).toMatchObject({ status: "delivered", cashbackKobo: 200 });
});
