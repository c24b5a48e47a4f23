import { expect } from "@jest/globals";
import { inArray, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { journals, purchaseProviderRequests, transactions, vtpassSandboxTransactions } from "../db/schema";
import { checkLedger } from "../wallet/ledger-check";

type PurchaseRow = typeof transactions.$inferSelect;

/**
 * The resilience tests' verdict on purchases (jest expectations): every purchase in `rows` agrees
 * with the VTpass simulator's record, delivered there and never refunded, else refunded exactly
 * once and delivered nowhere. Returns the refund keys and the simulator's status of each purchase.
 */
export async function expectPurchasesAgreeWithProvider(db: Db, rows: PurchaseRow[]) {
  const prs = rows.length
    ? await db
        .select()
        .from(purchaseProviderRequests)
        .where(
          inArray(
            purchaseProviderRequests.transactionId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const prOf = new Map(prs.map((p) => [p.transactionId, p]));
  const sim = new Map((await db.select().from(vtpassSandboxTransactions)).map((s) => [s.requestId, s.status]));
  const refunds = (
    await db.select({ key: journals.idempotencyKey }).from(journals).where(like(journals.idempotencyKey, "refund:%"))
  ).map((j) => j.key);
  expect(new Set(refunds).size).toBe(refunds.length);
  const providerStatus = (r: PurchaseRow) => sim.get(prOf.get(r.id)!.providerRequestId);
  for (const r of rows) {
    const provider = providerStatus(r);
    if (r.status === "delivered") {
      expect({ id: r.id, provider, refunded: refunds.includes(`refund:${r.id}`) }).toEqual({
        id: r.id,
        provider: "delivered",
        refunded: false,
      });
    } else {
      expect(refunds).toContain(`refund:${r.id}`);
      expect([undefined, "failed", "reversed"]).toContain(provider);
    }
  }
  return { refunds, providerStatus };
}

/** The ledger balances: no mismatch, no unbalanced journal, no account below zero. */
export async function expectLedgerClean(db: Db) {
  expect(await checkLedger(db)).toMatchObject({
    ok: true,
    balanceMismatches: [],
    unbalancedJournals: [],
    negativeAccounts: [],
  });
}
