import { formatLagosDateTime } from "../../lib/dates";
import { formatKobo } from "../../lib/money";
import { rowShortReference } from "../../lib/purchases/short-reference";
import { serviceNames, type ServiceKey } from "../../lib/purchases/service-catalog";
import type { TransactionRow } from "../wallet/transactions-repo";
import type { InvoicePaidMail } from "../merchant/invoice-paid-mail";
import type { NotificationEvent } from "./record";

/**
 * The words of each event's notification (title, body, link and the data its email needs), one
 * builder per event type; the callers record them with recordNotification in their transaction.
 */

/** The service as the customer's screens name it ("Cable TV"), not the operators' label ("PayTV"). */
const CUSTOMER_NAMES = serviceNames("itemName");
const serviceName = (service: string) => CUSTOMER_NAMES[service as ServiceKey] ?? service;
const transactionLink = (id: string) => `/transactions/${id}`;
/**
 * The reference the texts quote: the short one every screen, receipt and history row shows
 * ("AB12-CD34"); the long ones stay for support on the transaction page and the receipt PDF.
 */
const customerReference = (row: { requestId: string | null; reference: string }) => rowShortReference(row);

/** What a delivered purchase gave: the electricity token and units, the exam pins. */
function deliveredText(details: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof details.token === "string" && details.token) parts.push(`Token: ${details.token}`);
  if (details.units !== null && details.units !== undefined && details.units !== "")
    parts.push(`Units: ${String(details.units)}`);
  if (Array.isArray(details.pins))
    for (const p of details.pins as Array<{ serial?: string; pin?: string }>)
      if (p?.pin) parts.push(p.serial ? `PIN: ${p.pin} (serial ${p.serial})` : `PIN: ${p.pin}`);
  return parts.join(". ");
}

export function fundingCreditedEvent(t: {
  id: string;
  userId: string;
  amountKobo: number;
  reference: string;
}): NotificationEvent {
  return {
    userId: t.userId,
    type: "funding_credited",
    eventKey: `funding_credited:${t.id}`,
    title: `${formatKobo(t.amountKobo)} added to your wallet`,
    body: `Your bank transfer of ${formatKobo(t.amountKobo)} was credited to your wallet (reference ${customerReference({ requestId: null, reference: t.reference })}).`,
    link: transactionLink(t.id),
    data: { transaction_id: t.id },
  };
}

export function purchaseDeliveredEvent(row: TransactionRow): NotificationEvent {
  const what = deliveredText(row.details as Record<string, unknown>);
  return {
    userId: row.userId,
    type: "purchase_delivered",
    eventKey: `purchase_delivered:${row.id}`,
    title: `${serviceName(row.service)} purchase delivered`,
    body: `Your ${serviceName(row.service)} purchase of ${formatKobo(row.amount)} (reference ${customerReference(row)}) was delivered.${what ? ` ${what}.` : ""}`,
    link: transactionLink(row.id),
    data: { transaction_id: row.id, receipt: true },
  };
}

/**
 * The provider's own reason ("TRANSACTION FAILED") is not quoted: it says nothing to the customer
 * that the title does not, in the provider's words; the admin sees it on the transaction.
 */
export function purchaseFailedEvent(row: TransactionRow): NotificationEvent {
  return {
    userId: row.userId,
    type: "purchase_failed",
    eventKey: `purchase_failed:${row.id}`,
    title: `${serviceName(row.service)} purchase failed: ${formatKobo(row.amount)} refunded`,
    body: `Your ${serviceName(row.service)} purchase of ${formatKobo(row.amount)} (reference ${customerReference(row)}) failed. The money is back in your wallet.`,
    link: transactionLink(row.id),
    data: { transaction_id: row.id },
  };
}

export function purchaseReversedEvent(row: TransactionRow, cashbackTakenBackKobo: number): NotificationEvent {
  const net = row.amount - cashbackTakenBackKobo;
  return {
    userId: row.userId,
    type: "purchase_reversed",
    eventKey: `purchase_reversed:${row.id}`,
    title: `${serviceName(row.service)} purchase reversed: ${formatKobo(net)} refunded`,
    body:
      cashbackTakenBackKobo > 0
        ? `The provider reversed your ${serviceName(row.service)} purchase ${customerReference(row)}. We refunded ${formatKobo(row.amount)} and took back the ${formatKobo(cashbackTakenBackKobo)} cashback.`
        : `The provider reversed your ${serviceName(row.service)} purchase ${customerReference(row)}. We refunded ${formatKobo(row.amount)} to your wallet.`,
    link: transactionLink(row.id),
    data: {
      transaction_id: row.id,
      service: row.service,
      reference: row.reference,
      short_reference: customerReference(row),
      amount_kobo: row.amount,
      cashback_taken_back_kobo: cashbackTakenBackKobo,
    },
  };
}

/** What a finished bulk batch's lines came to, counted once every line is settled (server/bulk/batch-summary.ts). */
export interface BulkBatchOutcome {
  userId: string;
  batchId: string;
  service: string;
  fileName: string;
  delivered: number;
  /** Lines that failed: refused before their debit, or failed and refunded. */
  failed: number;
  reversed: number;
  /** What failed and reversed lines gave back (kobo). */
  refundedKobo: number;
}

/** A bulk batch's one notice, instead of one per line (server/notifications/purchase-notice.ts). */
export function bulkBatchFinishedEvent(b: BulkBatchOutcome): NotificationEvent {
  const counts = [`${b.delivered} delivered`, `${b.failed} failed`, ...(b.reversed ? [`${b.reversed} reversed`] : [])];
  const outcome = `${counts.join(", ")}${b.refundedKobo > 0 ? ` (${formatKobo(b.refundedKobo)} refunded)` : ""}`;
  return {
    userId: b.userId,
    type: "bulk_batch_finished",
    eventKey: `bulk_batch_finished:${b.batchId}`,
    title: `Bulk batch finished: ${outcome}`,
    body: `Your bulk ${serviceName(b.service).toLowerCase()} batch "${b.fileName}" is finished: ${outcome}. The batch's page shows every line with its reference and has the results file.`,
    link: `/bulk?batch=${b.batchId}`,
    data: {
      batch_id: b.batchId,
      delivered: b.delivered,
      failed: b.failed,
      reversed: b.reversed,
      refunded_kobo: b.refundedKobo,
    },
  };
}

export function lowBalanceEvent(p: {
  userId: string;
  journalId: string;
  balanceKobo: number;
  thresholdKobo: number;
}): NotificationEvent {
  return {
    userId: p.userId,
    type: "low_balance",
    eventKey: `low_balance:${p.journalId}`,
    title: `Low balance: ${formatKobo(p.balanceKobo)} left`,
    body: `Your wallet balance is ${formatKobo(p.balanceKobo)}, under the ${formatKobo(p.thresholdKobo)} you asked to be told about. Fund your wallet to keep paying bills.`,
    link: "/dashboard",
    data: { balance_kobo: p.balanceKobo, threshold_kobo: p.thresholdKobo },
  };
}

/** The issuer's notice of a payment: what the email says (InvoicePaidMail), keyed by the wallet credit. */
export function invoicePaidEvent(
  p: Omit<InvoicePaidMail, "name" | "transactionUrl"> & { userId: string; transactionId: string },
): NotificationEvent {
  return {
    userId: p.userId,
    type: "invoice_paid",
    eventKey: `invoice_paid:${p.transactionId}`,
    title: `Invoice ${p.invoiceReference} paid: ${formatKobo(p.paymentKobo)} received`,
    body: `${p.payer?.trim() || p.customerName} paid ${formatKobo(p.paymentKobo)} on invoice ${p.invoiceReference}; your wallet was credited.`,
    link: transactionLink(p.transactionId),
    data: {
      transaction_id: p.transactionId,
      invoice_reference: p.invoiceReference,
      description: p.description,
      customer_name: p.customerName,
      payer: p.payer,
      payment_kobo: p.paymentKobo,
      paid_in_all_kobo: p.paidInAllKobo,
      amount_due_kobo: p.amountDueKobo,
      status: p.status,
      paid_at: p.paidAt.toISOString(),
    },
  };
}

/** Security: its email is the PIN-lock mail sent at once (server/security/transaction-pin.ts). */
export function pinLockedEvent(p: { userId: string; lockedUntil: Date }): NotificationEvent {
  return {
    userId: p.userId,
    type: "pin_locked",
    eventKey: `pin_locked:${p.userId}:${p.lockedUntil.toISOString()}`,
    title: "Your transaction PIN is locked",
    body: `Wrong PINs locked your transaction PIN until ${formatLagosDateTime(p.lockedUntil)}. If this was not you, change your password now.`,
    link: "/profile",
    emailSentDirectly: true,
  };
}

/** Security: its email is the new sign-in mail sent at once (server/accounts/new-device-mail.ts). */
export function newDeviceSignInEvent(p: {
  userId: string;
  deviceId: string;
  device: string;
  browser: string;
  at: Date;
}): NotificationEvent {
  return {
    userId: p.userId,
    type: "new_device_sign_in",
    eventKey: `new_device_sign_in:${p.deviceId}`,
    title: "New sign-in to your account",
    body: `${p.browser} on ${p.device} signed in on ${formatLagosDateTime(p.at)}. If this was not you, change your password now.`,
    link: "/profile",
    emailSentDirectly: true,
  };
}
