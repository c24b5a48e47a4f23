import type { z } from "zod";
import {
  airtimePurchaseSchema,
  dataPurchaseSchema,
  electricityPurchaseSchema,
  examPurchaseSchema,
  paytvPurchaseSchema,
} from "@/lib/contracts/purchase-requests";
import { normaliseNigerianPhone } from "@/lib/contracts/phone-number";
import { PURCHASE_MSG } from "@/lib/contracts/purchase-rules";
import type { PurchaseService } from "./request-id";
import { purchaseBody, queryNaira, summaryAmount, type SummaryQuery } from "./summary-query";

/*
 * 'Confirm and Pay''s checks. Apart from summary-query.ts because they use the API's request
 * schemas and so the phone library: the summary page loads this module when the customer pays.
 */

const SCHEMAS: Record<PurchaseService, z.ZodType> = {
  airtime: airtimePurchaseSchema,
  data: dataPurchaseSchema,
  electricity: electricityPurchaseSchema,
  paytv: paytvPurchaseSchema,
  exam: examPurchaseSchema,
};

/** Spec 5's confirm checks, in its order, before the shared schema (the API's own rules). */
function specChecks(service: PurchaseService, q: SummaryQuery): string | null {
  const phone = normaliseNigerianPhone(q.phone ?? "");
  const phone11 = /^\d{11}$/.test(phone);
  const amount = summaryAmount(service, q);
  const table: Record<PurchaseService, [boolean, string][]> = {
    airtime: [
      [!!q.networkId, PURCHASE_MSG.networkIdRequired],
      [phone11, PURCHASE_MSG.phone11],
      [amount !== null, PURCHASE_MSG.amountRequired],
      [!!q.requestId, PURCHASE_MSG.referenceMissing],
    ],
    data: [
      [!!q.networkId, PURCHASE_MSG.networkIdRequired],
      [!!(q.variationCode || q.planId), PURCHASE_MSG.variationIdRequired],
      [phone11, PURCHASE_MSG.phone11],
      [amount !== null, PURCHASE_MSG.amountRequired],
      [!!q.requestId, PURCHASE_MSG.referenceMissing],
    ],
    electricity: [
      [!!q.discoId, PURCHASE_MSG.discoRequired],
      [!!q.meter_number, PURCHASE_MSG.meterRequired],
      [!!q.meter_type, PURCHASE_MSG.meterTypeRequired],
      [amount !== null, PURCHASE_MSG.amountRequired],
      [phone11, PURCHASE_MSG.phone11],
      [!!q.requestId, PURCHASE_MSG.referenceMissing],
    ],
    paytv: [
      [!!q.provider, PURCHASE_MSG.providerRequired],
      [!!q.smartcard, PURCHASE_MSG.smartcardRequired],
      [!!q.plan, PURCHASE_MSG.planRequired],
      [amount !== null, PURCHASE_MSG.amountRequired],
      [phone11, PURCHASE_MSG.phone11],
      [!!q.requestId, PURCHASE_MSG.referenceMissing],
    ],
    exam: [
      [!!q.examType, PURCHASE_MSG.examTypeRequired],
      [!!q.variationCode, PURCHASE_MSG.variationCodeRequired],
      [phone11, PURCHASE_MSG.phone11],
      [queryNaira(q.price) !== null, PURCHASE_MSG.amountRequired],
      [/^\d+$/.test(q.quantity ?? "") && Number(q.quantity) >= 1, PURCHASE_MSG.quantityRequired],
      [!!q.requestId, PURCHASE_MSG.referenceMissing],
    ],
  };
  return table[service].find(([ok]) => !ok)?.[1] ?? null;
}

export type ConfirmCheck = { ok: true; body: Record<string, unknown> } | { ok: false; message: string; field?: string };

/**
 * What 'Confirm and Pay' checks before calling the API: spec 5's messages first, then the
 * same zod schema the API enforces (so a tampered query never reaches the server as a surprise).
 */
export function confirmCheck(service: PurchaseService, q: SummaryQuery): ConfirmCheck {
  const spec = specChecks(service, q);
  if (spec) return { ok: false, message: spec };
  const body = { ...purchaseBody(service, q), phone: normaliseNigerianPhone(q.phone ?? "") };
  const parsed = SCHEMAS[service].safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: issue?.message ?? PURCHASE_MSG.invalidPurchase,
      field: issue?.path.map(String).join("."),
    };
  }
  return { ok: true, body };
}
