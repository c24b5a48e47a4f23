import { and, eq, sql } from "drizzle-orm";
import { invoices, webhookEvents } from "../db/schema";
import type { AppContext } from "../http/context";
import { MonnifyError } from "../providers/monnify/monnify-adapter";
import { monnifyAdapter } from "../providers/monnify/monnify-runtime";
import type { SuccessfulTransactionEvent, TransactionBody } from "../providers/monnify/monnify-schemas";
import { formatKobo, koboToNaira, nairaToKobo } from "../../lib/money";
import { postJournal, systemAccount, walletAccountFor } from "../wallet/ledger";
import { recordTransaction, transactionById } from "../wallet/transactions-repo";
import { recordWebhookEvent, webhookModeOf } from "../partner-webhooks/events";
import type { HandlerResult } from "../webhooks/product-handler";
import { alreadyCredited } from "../webhooks/webhook-events";
import { invoicePaidEvent } from "../notifications/events";
import { recordNotification } from "../notifications/record";
import { invoiceReferenceOf } from "./invoice-service";
import type { Invoice } from "./invoice-view";

export const invoicePaymentKey = (transactionReference: string) => `invoice_payment:monnify:${transactionReference}`;

/** Monnify's payment statuses that mean money arrived: the amount due, more, or less. */
const PAID_STATUSES = new Set(["PAID", "OVERPAID", "PARTIALLY_PAID"]);

/**
 * SUCCESSFUL_TRANSACTION with product type INVOICE: find the invoice (any version of it), confirm
 * the payment with Monnify's transaction API, then credit the issuer's wallet with the amount
 * actually paid, exactly once (journal invoice_clearing -> wallet, kind invoice_payment, and a
 * history row). Monnify reports a payment below or above the amount due as PARTIALLY_PAID or
 * OVERPAID: the money came in all the same, so it is credited; the invoice's status and amount
 * paid then say what happened (PAID, OVERPAID or PARTIALLY_PAID by what was paid in all).
 */
export async function invoicePayment(
  ctx: AppContext,
  event: SuccessfulTransactionEvent,
  eventId: string,
): Promise<HandlerResult> {
  const ref = event.transactionReference;
  const amountKobo = nairaToKobo(event.amountPaid);
  if (amountKobo === null || amountKobo <= 0)
    return { outcome: "invalid", reason: `Unusable amountPaid ${JSON.stringify(event.amountPaid)}.` };
  if (await alreadyCredited(ctx, "monnify", ref)) return { outcome: "duplicate", reason: "Already credited." };

  const [inv] = await ctx.db
    .select()
    .from(invoices)
    .where(eq(invoices.invoiceReference, invoiceReferenceOf(event.product.reference)));
  if (!inv) return { outcome: "unknown_account", reason: `No invoice with reference ${event.product.reference}.` };

  let confirmed: TransactionBody | null;
  try {
    confirmed = await monnifyAdapter(ctx).getTransaction(ref);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const transient = !(err instanceof MonnifyError) || err.transient;
    return {
      outcome: "unconfirmed",
      reason: `Could not confirm with Monnify: ${message}`,
      userId: inv.userId,
      amountKobo,
      retryLater: transient,
    };
  }
  const problem = confirmationProblem(confirmed, event.product.reference, amountKobo);
  if (problem) return { outcome: "unconfirmed", reason: problem, userId: inv.userId, amountKobo };

  const payer = event.customer?.name ?? null;
  const credited = await creditInvoicePayment(ctx, inv, {
    transactionReference: ref,
    paymentReference: event.paymentReference ?? null,
    amountKobo,
    paymentStatus: confirmed!.paymentStatus,
    eventId,
    payer,
  });
  if (!credited) return { outcome: "duplicate", reason: "Already credited.", userId: inv.userId, amountKobo };
  // The issuer's notification (email, in-app, push) was recorded with the credit, once per payment.
  return { outcome: "credited", userId: inv.userId, amountKobo };
}

/** What a credit left: the payment's history row and the invoice as it stands after it. */
interface Credited {
  transactionId: string;
  status: string;
  paidAmountKobo: number;
  amountKobo: number;
  paidAt: Date;
}

function confirmationProblem(tx: TransactionBody | null, productReference: string, amountKobo: number): string | null {
  if (!tx) return "Monnify does not know this transaction.";
  if (!PAID_STATUSES.has(tx.paymentStatus))
    return `Monnify says the payment is ${tx.paymentStatus}, not PAID, OVERPAID or PARTIALLY_PAID.`;
  const currency = tx.currency ?? tx.currencyCode;
  if (currency !== "NGN") return `Currency is ${currency ?? "missing"}, not NGN.`;
  if (nairaToKobo(tx.amountPaid) !== amountKobo)
    return `Monnify confirms ${String(tx.amountPaid)} naira, the event says ${koboToNaira(amountKobo)}.`;
  if (tx.product?.type !== "INVOICE")
    return `Monnify says the product is ${tx.product?.type ?? "missing"}, not INVOICE.`;
  if (tx.product?.reference !== productReference) return "Monnify says the payment is for another invoice.";
  return null;
}

async function creditInvoicePayment(
  ctx: AppContext,
  inv: Invoice,
  p: {
    transactionReference: string;
    paymentReference: string | null;
    amountKobo: number;
    paymentStatus: string;
    eventId: string;
    payer: string | null;
  },
): Promise<Credited | null> {
  const key = invoicePaymentKey(p.transactionReference);
  return ctx.db.transaction(async (tx) => {
    // Parallel deliveries of one payment queue here; the journal key and the credited-once index stand behind it.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
    const wallet = await walletAccountFor(tx, inv.userId);
    const clearing = await systemAccount(tx, "invoice_clearing");
    const { journalId, created } = await postJournal(tx, {
      kind: "invoice_payment",
      idempotencyKey: key,
      description: `Invoice ${inv.invoiceReference} paid (${p.transactionReference})`,
      entries: [
        { accountId: clearing.id, amountKobo: -p.amountKobo },
        { accountId: wallet.id, amountKobo: p.amountKobo },
      ],
      metadata: {
        provider: "monnify",
        invoiceId: inv.id,
        invoiceReference: inv.invoiceReference,
        transactionReference: p.transactionReference,
        webhookEventId: p.eventId,
      },
    });
    if (!created) return null;
    const now = ctx.now();
    const { id: transactionId } = await recordTransaction(tx, {
      userId: inv.userId,
      type: "invoice_payment",
      service: "invoice",
      amountKobo: p.amountKobo,
      status: "successful",
      reference: p.transactionReference,
      journalId,
      providerReference: p.paymentReference,
      details: {
        invoice_reference: inv.invoiceReference,
        description: inv.description,
        customer_name: inv.customerName,
        customer_email: inv.customerEmail,
        payer: p.payer,
        payment_status: p.paymentStatus,
        invoice_amount_kobo: inv.amountKobo,
      },
      createdAt: now,
    });
    // What was paid in all (several payments add up), and the status that says how it compares.
    const paid = sql`COALESCE(${invoices.paidAmountKobo}, 0) + ${p.amountKobo}`;
    const [updated] = await tx
      .update(invoices)
      .set({
        status: sql`CASE WHEN ${paid} = ${invoices.amountKobo} THEN 'PAID' WHEN ${paid} > ${invoices.amountKobo} THEN 'OVERPAID' ELSE 'PARTIALLY_PAID' END`,
        statusReason: null,
        paidAt: now,
        paidTransactionReference: p.transactionReference,
        paidAmountKobo: paid,
        journalId,
        updatedAt: now,
      })
      .where(and(eq(invoices.id, inv.id)))
      .returning({ status: invoices.status, paidAmountKobo: invoices.paidAmountKobo, amountKobo: invoices.amountKobo });
    const status = updated.status === "OVERPAID" || updated.status === "PARTIALLY_PAID" ? updated.status : "PAID";
    const paidInAllKobo = updated.paidAmountKobo ?? p.amountKobo;
    await recordNotification(
      tx,
      invoicePaidEvent({
        userId: inv.userId,
        transactionId,
        invoiceReference: inv.invoiceReference,
        description: inv.description,
        customerName: inv.customerName,
        payer: p.payer,
        paymentKobo: p.amountKobo,
        paidInAllKobo,
        amountDueKobo: updated.amountKobo,
        status,
        paidAt: now,
      }),
    );
    // The issuer's partner webhook, once per payment like the credit it reports (this transaction).
    await recordWebhookEvent(tx, {
      userId: inv.userId,
      type: "invoice.paid",
      row: async () => (await transactionById(tx, transactionId))!,
      invoice: {
        reference: inv.invoiceReference,
        description: inv.description,
        status,
        amount_paid: koboToNaira(p.amountKobo),
        amount_paid_kobo: p.amountKobo,
        paid_in_all: koboToNaira(paidInAllKobo),
        paid_in_all_kobo: paidInAllKobo,
        amount_due: koboToNaira(updated.amountKobo),
        amount_due_kobo: updated.amountKobo,
        paid_at: now.toISOString(),
      },
      now,
      mode: webhookModeOf(ctx),
    });
    await tx
      .update(webhookEvents)
      .set({ outcome: "credited", reason: paymentNote(updated), userId: inv.userId, amountKobo: p.amountKobo })
      .where(eq(webhookEvents.id, p.eventId));
    return {
      transactionId,
      status: updated.status,
      paidAmountKobo: paidInAllKobo,
      amountKobo: updated.amountKobo,
      paidAt: now,
    };
  });
}

/** The webhook log's note for an invoice not paid exactly (the admin's view of it). */
function paymentNote(inv: { status: string; paidAmountKobo: number | null; amountKobo: number }): string | null {
  if (inv.status === "PAID") return null;
  const what = inv.status === "OVERPAID" ? "Overpaid" : "Partially paid";
  return `${what}: ${formatKobo(inv.paidAmountKobo ?? 0)} paid for an invoice of ${formatKobo(inv.amountKobo)}; the amount paid was credited.`;
}
