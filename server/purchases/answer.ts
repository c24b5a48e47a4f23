import { z } from "zod";
import { koboToNaira } from "../../lib/money";
import type { TransactionRow } from "../wallet/transactions-repo";
import type { ProviderRequestRow } from "./settlement";
import { SERVICE_LABEL, type ServiceKey } from "./services";

const pinSchema = z.object({ serial: z.string().nullable(), pin: z.string() });

export const purchaseTransactionSchema = z.looseObject({
  id: z.string(),
  service: z.string(),
  amount: z.number(),
  reference: z.string(),
  request_id: z.string().nullable(),
  status: z.string(),
  date: z.string(),
  phone: z.string().nullable(),
  token: z.string().nullable(),
  units: z.string().nullable(),
  meter_details: z.record(z.string(), z.unknown()).nullable(),
  customer_name: z.string().nullable(),
  smartcard_number: z.string().nullable(),
  exam_type: z.string().nullable(),
  variation: z.string().nullable(),
  quantity: z.number().nullable(),
  profile_id: z.string().nullable(),
  pins: z.array(pinSchema),
  cashback_amount: z.number(),
});

export const purchaseAnswerSchema = z.object({
  status: z.enum(["success", "pending", "failed"]),
  code: z.string(),
  message: z.string(),
  balance: z.number(),
  cashback_amount: z.number(),
  transaction_reference: z.string(),
  transaction_date: z.string(),
  customer_name: z.string().nullable(),
  smartcard_number: z.string().nullable(),
  unique_element: z.string().nullable(),
  token: z.string().nullable(),
  transaction: purchaseTransactionSchema,
  data: z.object({ transaction: purchaseTransactionSchema }),
});
export type PurchaseAnswer = z.infer<typeof purchaseAnswerSchema>;

const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);

export function purchaseTransactionView(row: TransactionRow) {
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
    pins: Array.isArray(d.pins) ? (d.pins as { serial: string | null; pin: string }[]) : [],
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
): PurchaseAnswer {
  const label = SERVICE_LABEL[row.service as ServiceKey] ?? "Purchase";
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
