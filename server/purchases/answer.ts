import type { ExamPin, PurchaseResponse, PurchaseTransaction } from "../../lib/contracts/purchases";
import { koboToNaira } from "../../lib/money";
import type { TransactionRow } from "../wallet/transactions-repo";
import type { ProviderRequestRow } from "./settlement";
import { BILL_SERVICES, isServiceKey } from "../../lib/purchases/service-catalog";

const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);

/** The history row as the purchase answer carries it (lib/contracts/purchases.ts). */
export function purchaseTransactionView(row: TransactionRow): PurchaseTransaction {
  const d = row.details as Record<string, unknown>;
  return {
    id: row.id,
    service: row.service,
    amount: koboToNaira(row.amount),
    reference: row.reference,
    request_id: row.requestId,
    status: row.status,
    date: row.createdAt.toISOString(),
    phone: str(d.phone),
    token: str(d.token),
    units: str(d.units),
    meter_details:
      d.meter_details && typeof d.meter_details === "object" ? (d.meter_details as Record<string, unknown>) : null,
    customer_name: str(d.customer_name),
    smartcard_number: str(d.smartcard_number),
    exam_type: str(d.exam_type),
    variation: str(d.variation),
    quantity: typeof d.quantity === "number" ? d.quantity : null,
    profile_id: str(d.profile_id),
    pins: Array.isArray(d.pins) ? (d.pins as ExamPin[]) : [],
    cashback_amount: koboToNaira(row.cashbackKobo),
    network: str(d.network_name),
    plan: str(d.plan),
    provider: str(d.provider),
    disco: str(d.disco_name),
    meter_number: str(d.meter_number),
    meter_type: str(d.meter_type),
    refunded: d.refunded === true,
  };
}

/** The purchase answer of spec 3 "Purchase result", from the history row as it stands now. */
export function purchaseAnswer(
  row: TransactionRow,
  provider: ProviderRequestRow | null,
  balanceKobo: number,
): PurchaseResponse {
  // The customer's name of the service ("Cable TV", never the operators' "PayTV").
  const label = isServiceKey(row.service) ? BILL_SERVICES[row.service].itemName : "Purchase";
  const view = purchaseTransactionView(row);
  const status = row.status === "delivered" ? "success" : row.status === "pending" ? "pending" : "failed";
  const message =
    status === "success"
      ? `${label} purchase successful.`
      : status === "pending"
        ? `Your ${label.toLowerCase()} purchase is being processed. We will update its status shortly.`
        : `${label} purchase failed.${view.refunded ? " Your wallet has been refunded." : ""}`;
  const code = status === "success" ? "000" : status === "pending" ? "099" : (provider?.lastCode ?? "016");
  const uniqueElement = view.meter_number ?? view.smartcard_number ?? view.profile_id ?? view.phone;
  return {
    status,
    code,
    message,
    balance: koboToNaira(balanceKobo),
    cashback_amount: koboToNaira(row.cashbackKobo),
    transaction_reference: row.reference,
    transaction_date: view.date,
    customer_name: view.customer_name,
    smartcard_number: view.smartcard_number,
    unique_element: uniqueElement,
    token: view.token,
    transaction: view,
    data: { transaction: view },
  };
}
