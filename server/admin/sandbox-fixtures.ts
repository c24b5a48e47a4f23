import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../db/schema";
import type { Db } from "../db/client";
import { notFound, validationFailed } from "../http/errors";
import { uuidField } from "../http/route-kit";
import { SERVICE_KEYS, SERVICE_LABEL } from "../purchases/services";
import { nairaToKobo } from "../../lib/money";
import { postJournal, systemAccount, walletAccountFor } from "../wallet/ledger";
import { recordTransaction } from "../wallet/transactions-repo";

const AMOUNT_DECIMALS = "amount may have at most 2 decimals.";

export const failedPurchaseFixtureBody = z.object({
  customer_id: uuidField("customer_id must be a customer id."),
  service: z.enum(SERVICE_KEYS).default("airtime"),
  amount: z
    .number()
    .positive()
    .max(100_000)
    .refine((v) => nairaToKobo(v) !== null, AMOUNT_DECIMALS),
});

/**
 * Sandbox only. A failed purchase whose money did not go back: the wallet debited (purchase
 * journal) and the row failed, with no refund. The engine never leaves one (it refunds in the
 * same transaction that marks a purchase failed); such rows come from outside it (imported
 * history, a manual correction). This lets the admin Refund action be shown and tested.
 */
export async function createUnrefundedFailedPurchase(
  db: Db,
  b: z.infer<typeof failedPurchaseFixtureBody>,
  now: Date,
): Promise<{ id: string; reference: string }> {
  const amountKobo = nairaToKobo(b.amount);
  if (amountKobo === null) throw validationFailed({ amount: [AMOUNT_DECIMALS] });
  return db.transaction(async (tx) => {
    const [u] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, b.customer_id), eq(users.isAdmin, false)));
    if (!u) throw notFound("Customer not found.");
    const reference = `SANDBOXFAIL${randomBytes(6).toString("hex").toUpperCase()}`;
    const wallet = await walletAccountFor(tx, u.id);
    const bills = await systemAccount(tx, "bills_payable");
    const { journalId } = await postJournal(tx, {
      kind: "purchase",
      idempotencyKey: `purchase:${u.id}:${reference}`,
      description: `${SERVICE_LABEL[b.service]} purchase (sandbox fixture)`,
      entries: [
        { accountId: wallet.id, amountKobo: -amountKobo },
        { accountId: bills.id, amountKobo: amountKobo },
      ],
      metadata: { service: b.service, sandbox_fixture: true },
    });
    const { id } = await recordTransaction(tx, {
      userId: u.id,
      type: "purchase",
      service: b.service,
      amountKobo,
      status: "failed",
      reference,
      journalId,
      details: { refunded: false, failure_reason: "Sandbox fixture: failed without a refund.", phone: "08099999999" },
      createdAt: now,
    });
    return { id, reference };
  });
}
