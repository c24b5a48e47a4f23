import { eq } from "drizzle-orm";
import { lowBalanceThresholds } from "../db/schema";
import type { Tx } from "../wallet/ledger";
import { lowBalanceEvent } from "./events";
import { recordNotification } from "./record";

/** The customer's low-balance threshold in kobo, or null when none is set. */
export async function lowBalanceThresholdKobo(tx: Tx, userId: string): Promise<number | null> {
  const [row] = await tx
    .select({ kobo: lowBalanceThresholds.thresholdKobo })
    .from(lowBalanceThresholds)
    .where(eq(lowBalanceThresholds.userId, userId));
  return row?.kobo ?? null;
}

/**
 * After a debit, in its transaction: notifies when the debit took the wallet from at least the
 * threshold to under it. Only the crossing notifies, so a customer already under the threshold is
 * not told again at every purchase; funding back above it arms the alert again.
 */
export async function notifyLowBalance(
  tx: Tx,
  p: { userId: string; journalId: string; threshold: number | null; after: number | undefined; debitKobo: number },
): Promise<void> {
  if (p.threshold === null || p.after === undefined) return;
  const before = p.after + p.debitKobo;
  if (p.after < p.threshold && before >= p.threshold)
    await recordNotification(
      tx,
      lowBalanceEvent({ userId: p.userId, journalId: p.journalId, balanceKobo: p.after, thresholdKobo: p.threshold }),
    );
}
