import { MonnifyError } from "../providers/monnify/monnify-adapter";
import { monnifyAdapter } from "../providers/monnify/monnify-runtime";
import type { TransactionBody } from "../providers/monnify/monnify-schemas";
import { koboToNaira, nairaToKobo } from "../../lib/money";
import type { AppContext } from "../http/context";
import { creditFunding, type ConfirmedFunding } from "../wallet/funding";
import { findVirtualAccountByReference, type VirtualAccount } from "../wallet/virtual-accounts";
import type { ProductHandler } from "./product-handler";
import { alreadyCredited } from "./webhook-events";

/** What asking Monnify about one transfer into a reserved account, then crediting it, gave. */
export type TransferCredit =
  | { kind: "credited" | "duplicate"; transactionId: string | null; confirmed: TransactionBody }
  | { kind: "unconfirmable"; transient: boolean; reason: string }
  | { kind: "refused"; reason: string };

/**
 * The one way a transfer into a reserved account reaches a wallet, for the webhook and for the
 * customer's missing-deposit claim alike: confirm it with Monnify's transaction API (PAID, NGN,
 * this account, exactly `amountKobo`), then credit it through creditFunding, whose journal key
 * `monnify:<transactionReference>` makes the second arrival (webhook or claim) credit nothing.
 */
export async function confirmAndCreditTransfer(
  ctx: AppContext,
  t: {
    account: VirtualAccount;
    transactionReference: string;
    amountKobo: number;
    webhookEventId: string | null;
    claimId?: string;
    withCredit?: ConfirmedFunding["withCredit"];
    paymentReference?: string | null;
    paidOn?: string | null;
    sender?: string | null;
  },
): Promise<TransferCredit> {
  let confirmed: TransactionBody | null;
  try {
    confirmed = await monnifyAdapter(ctx).getTransaction(t.transactionReference);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Not confirmable now (provider down or timed out): a non-200 makes Monnify deliver it again later.
    if (!(err instanceof MonnifyError) || err.transient)
      return { kind: "unconfirmable", transient: true, reason: `Could not confirm with Monnify yet: ${message}` };
    return { kind: "unconfirmable", transient: false, reason: `Monnify refused the confirmation: ${message}` };
  }
  const problem = confirmationProblem(confirmed, t.account, t.amountKobo);
  if (problem || !confirmed) return { kind: "refused", reason: problem ?? "Monnify does not know this transaction." };

  const { credited, transactionId } = await creditFunding(ctx, {
    userId: t.account.userId,
    provider: "monnify",
    transactionReference: t.transactionReference,
    paymentReference: t.paymentReference ?? confirmed.paymentReference ?? null,
    amountKobo: t.amountKobo,
    webhookEventId: t.webhookEventId,
    claimId: t.claimId,
    withCredit: t.withCredit,
    details: {
      paid_on: confirmed.paidOn ?? t.paidOn ?? null,
      account_number: t.account.accountNumber,
      bank_name: t.account.bankName,
      sender: t.sender ?? confirmed.customer?.name ?? null,
      ...(t.claimId ? { credited_by: "claim" } : {}),
    },
  });
  return { kind: credited ? "credited" : "duplicate", transactionId: transactionId ?? null, confirmed };
}

/**
 * A bank transfer into a customer's reserved account: find the account, confirm the transaction
 * with Monnify's transaction API, then credit it exactly once.
 */
export const reservedAccountFunding: ProductHandler = async (ctx, event, eventId) => {
  const ref = event.transactionReference;
  const amountKobo = nairaToKobo(event.amountPaid);
  if (amountKobo === null || amountKobo <= 0)
    return { outcome: "invalid", reason: `Unusable amountPaid ${JSON.stringify(event.amountPaid)}.` };
  if (await alreadyCredited(ctx, "monnify", ref)) return { outcome: "duplicate", reason: "Already credited." };

  const account = await findVirtualAccountByReference(ctx, event.product.reference);
  if (!account)
    return { outcome: "unknown_account", reason: `No virtual account with reference ${event.product.reference}.` };

  const r = await confirmAndCreditTransfer(ctx, {
    account,
    transactionReference: ref,
    amountKobo,
    webhookEventId: eventId,
    paymentReference: event.paymentReference,
    paidOn: event.paidOn,
    sender: event.customer?.name ?? null,
  });
  const who = { userId: account.userId, amountKobo };
  switch (r.kind) {
    case "credited":
      return { outcome: "credited", ...who };
    case "duplicate":
      return { outcome: "duplicate", reason: "Already credited.", ...who };
    case "unconfirmable":
      return { outcome: "unconfirmed", reason: r.reason, ...who, ...(r.transient ? { retryLater: true } : {}) };
    case "refused":
      return { outcome: "unconfirmed", reason: r.reason, ...who };
  }
};

/** Why Monnify's own record does not back the transfer, or null when it does. */
function confirmationProblem(tx: TransactionBody | null, account: VirtualAccount, amountKobo: number): string | null {
  if (!tx) return "Monnify does not know this transaction.";
  if (tx.paymentStatus !== "PAID") return `Monnify says the payment is ${tx.paymentStatus}, not PAID.`;
  const currency = tx.currency ?? tx.currencyCode;
  if (currency !== "NGN") return `Currency is ${currency ?? "missing"}, not NGN.`;
  const confirmedKobo = nairaToKobo(tx.amountPaid);
  if (confirmedKobo !== amountKobo)
    return `Monnify confirms ${String(tx.amountPaid)} naira, the event says ${koboToNaira(amountKobo)}.`;
  const productRef = tx.product?.reference;
  const destination = tx.destinationAccountInformation?.accountNumber;
  if (productRef) {
    if (tx.product?.type && tx.product.type !== "RESERVED_ACCOUNT")
      return `Monnify says the product is ${tx.product.type}.`;
    if (productRef !== account.accountReference) return "Monnify says the payment went to another account.";
  } else if (!destination || destination !== account.accountNumber) {
    return "Monnify's record does not name the customer's account.";
  }
  return null;
}
