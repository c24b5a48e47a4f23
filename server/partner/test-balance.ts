import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { transactions } from "../db/schema";
import { recordWebhookEvent, webhookModeOf } from "../partner-webhooks/events";
import { PARTNER_MSG, TEST_BALANCE_MAX_NAIRA } from "../../lib/contracts/partner";
import { nairaToKobo } from "../../lib/money";
import type { AppContext } from "../http/context";
import { validationFailed } from "../http/errors";
import { postJournal, systemAccount, walletAccountFor, walletBalanceKobo } from "../wallet/ledger";
import { recordTransaction } from "../wallet/transactions-repo";

const CAP_KOBO = nairaToKobo(TEST_BALANCE_MAX_NAIRA)!;

export const testBalanceKobo = (test: AppContext, userId: string): Promise<number> =>
  walletBalanceKobo(test.db, userId);

/**
 * Adds play money to the customer's test-mode wallet: a funding journal from the test database's own
 * funding clearing account, and a history row, in the test database only (test-mode.ts). No real
 * money exists behind it, so it needs no PIN; the balance is capped.
 */
export async function topUpTestBalance(test: AppContext, userId: string, amountKobo: number): Promise<number> {
  return test.db.transaction(async (tx) => {
    // One top-up at a time per customer, so the cap holds under double clicks.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`test-topup:${userId}`}))`);
    const wallet = await walletAccountFor(tx, userId);
    if (wallet.balanceKobo + amountKobo > CAP_KOBO) throw validationFailed({ amount: [PARTNER_MSG.testBalanceCap] });
    const clearing = await systemAccount(tx, "funding_clearing");
    const reference = `TEST-TOPUP-${randomUUID()}`;
    const { journalId } = await postJournal(tx, {
      kind: "funding",
      idempotencyKey: reference,
      description: "Test-mode top-up (no real money)",
      entries: [
        { accountId: clearing.id, amountKobo: -amountKobo },
        { accountId: wallet.id, amountKobo },
      ],
      metadata: { test_mode: true },
    });
    const { id } = await recordTransaction(tx, {
      userId,
      type: "funding",
      service: "wallet_funding",
      amountKobo,
      status: "successful",
      reference,
      journalId,
      details: { channel: "test_topup" },
      createdAt: test.now(),
    });
    // "wallet.funded" to the test webhook, like a live funding to the live one.
    await recordWebhookEvent(tx, {
      userId,
      type: "wallet.funded",
      row: async () => (await tx.select().from(transactions).where(eq(transactions.id, id)))[0],
      now: test.now(),
      mode: webhookModeOf(test),
    });
    return wallet.balanceKobo + amountKobo;
  });
}
