import { MonnifyError } from "../providers/monnify/monnify-adapter";
import { monnifyAdapter } from "../providers/monnify/monnify-runtime";
import type { TransactionBody } from "../providers/monnify/monnify-schemas";
import { koboToNaira, nairaToKobo } from "../../lib/money";
import { creditFunding } from "../wallet/funding";
import { findVirtualAccountByReference, type VirtualAccount } from "../wallet/virtual-accounts";
import type { ProductHandler } from "./product-handler";
import { alreadyCredited } from "./webhook-events";

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

  let confirmed: TransactionBody | null;
  try {
    confirmed = await monnifyAdapter(ctx).getTransaction(ref);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Not confirmable now (provider down or timed out): a non-200 makes Monnify deliver it again later.
    if (!(err instanceof MonnifyError) || err.transient) {
      return {
        outcome: "unconfirmed",
        reason: `Could not confirm with Monnify yet: ${message}`,
        userId: account.userId,
        amountKobo,
        retryLater: true,
      };
    }
    return {
      outcome: "unconfirmed",
      reason: `Monnify refused the confirmation: ${message}`,
      userId: account.userId,
      amountKobo,
    };
  }
  const problem = confirmationProblem(confirmed, account, amountKobo);
  if (problem) return { outcome: "unconfirmed", reason: problem, userId: account.userId, amountKobo };

  const { credited } = await creditFunding(ctx, {
    userId: account.userId,
    provider: "monnify",
    transactionReference: ref,
    paymentReference: event.paymentReference ?? confirmed!.paymentReference ?? null,
    amountKobo,
    webhookEventId: eventId,
    details: {
      paid_on: confirmed!.paidOn ?? event.paidOn ?? null,
      account_number: account.accountNumber,
      bank_name: account.bankName,
      sender: event.customer?.name ?? null,
    },
  });
  return credited
    ? { outcome: "credited", userId: account.userId, amountKobo }
    : { outcome: "duplicate", reason: "Already credited.", userId: account.userId, amountKobo };
};

/** Why Monnify's own record does not back the event, or null when it does. */
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
