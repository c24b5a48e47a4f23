import type { z } from "zod";
import type { AppContext } from "../http/context";
import { validationFailed } from "../http/errors";
import { PURCHASE_MSG } from "../../lib/contracts/purchases";
import { koboToNaira, nairaToKobo } from "../../lib/money";
import { providerMaximumMessage, providerMinimumMessage } from "../../lib/contracts/purchase-rules";
import type {
  airtimePurchaseSchema,
  dataPurchaseSchema,
  electricityPurchaseSchema,
  examPurchaseSchema,
  paytvPurchaseSchema,
} from "../../lib/contracts/purchase-requests";
import type { VtpassService } from "../providers/vtpass/vtpass-adapter";
import { servicesOf, variationsOf } from "./catalog";
import { fingerprintOf, type Order } from "./engine";
import { NETWORK_NAMES } from "./services";
import { vtpassFor } from "./vtpass-client";

const refuse = (field: string, message: string) => validationFailed({ [field]: [message] });

/** The body's naira amount (validated: positive, 2 decimals) in kobo; refused, never rounded, when it is not exact. */
function kobo(naira: number): number {
  const k = nairaToKobo(naira);
  if (k === null) throw refuse("amount", PURCHASE_MSG.amountRequired);
  return k;
}

/**
 * The provider's own limits for a service (its catalogue's minimium_amount and maximum_amount), checked
 * before any money moves: VTpass refuses an amount outside them (013, 017) only after the wallet was
 * debited, and the customer would see a debit and its refund for a purchase that could never succeed.
 */
function withinProviderLimits(s: VtpassService, amountKobo: number, name: string): void {
  if (s.minimumAmountKobo !== null && amountKobo < s.minimumAmountKobo)
    throw refuse("amount", providerMinimumMessage(koboToNaira(s.minimumAmountKobo), name));
  if (s.maximumAmountKobo !== null && s.maximumAmountKobo > 0 && amountKobo > s.maximumAmountKobo)
    throw refuse("amount", providerMaximumMessage(koboToNaira(s.maximumAmountKobo), name));
}

/** The spec's fallback list spells Port Harcourt with a hyphen; VTpass does not. */
const DISCO_ALIASES: Record<string, string> = { "port-harcourt-electric": "portharcourt-electric" };

export type AirtimeBody = z.output<typeof airtimePurchaseSchema>;
export type DataBody = z.output<typeof dataPurchaseSchema>;
export type ElectricityBody = z.output<typeof electricityPurchaseSchema>;
export type PaytvBody = z.output<typeof paytvPurchaseSchema>;
export type ExamBody = z.output<typeof examPurchaseSchema>;

export const fingerprints = {
  airtime: (b: AirtimeBody) => fingerprintOf("airtime", b),
  data: (b: DataBody) => fingerprintOf("data", b),
  electricity: (b: ElectricityBody) => fingerprintOf("electricity", b),
  cabletv: (b: PaytvBody) => fingerprintOf("cabletv", b),
  exam: (b: ExamBody) => fingerprintOf("exam", b),
};

export async function airtimeOrder(ctx: AppContext, b: AirtimeBody): Promise<Order> {
  const networks = await servicesOf(ctx, "airtime", "Could not load networks.");
  const wanted = b.network.toLowerCase();
  const s = networks.find(
    (n) =>
      n.serviceID === wanted || NETWORK_NAMES[n.serviceID]?.toLowerCase() === wanted || n.name.toLowerCase() === wanted,
  );
  if (!s) throw refuse("network", "Please select a valid network.");
  const amountKobo = kobo(b.amount);
  withinProviderLimits(s, amountKobo, NETWORK_NAMES[s.serviceID] ?? s.name);
  return {
    service: "airtime",
    requestId: b.request_id,
    fingerprint: fingerprints.airtime(b),
    amountKobo,
    pay: { serviceID: s.serviceID, amount: koboToNaira(amountKobo), phone: b.phone },
    details: { phone: b.phone, network: s.serviceID, network_name: NETWORK_NAMES[s.serviceID] ?? s.name },
  };
}

export async function dataOrder(ctx: AppContext, b: DataBody): Promise<Order> {
  const networks = await servicesOf(ctx, "data", "Could not load networks.");
  const wanted = b.network_id.toLowerCase();
  const s = networks.find((n) => n.serviceID === wanted || n.serviceID === `${wanted}-data`);
  if (!s) throw refuse("network_id", PURCHASE_MSG.networkIdRequired);
  const plans = await variationsOf(ctx, s.serviceID, "Could not fetch data plans.");
  const plan = plans.find((p) => p.variationCode === b.variation_id);
  if (!plan) throw refuse("variation_id", PURCHASE_MSG.invalidDataPlan);
  if (kobo(b.amount) !== plan.amountKobo) throw refuse("amount", PURCHASE_MSG.amountMismatch);
  const network = s.serviceID.replace(/-data$/, "");
  return {
    service: "data",
    requestId: b.request_id,
    fingerprint: fingerprints.data(b),
    amountKobo: plan.amountKobo,
    pay: {
      serviceID: s.serviceID,
      billersCode: b.phone,
      variation_code: plan.variationCode,
      amount: koboToNaira(plan.amountKobo),
      phone: b.phone,
    },
    details: {
      phone: b.phone,
      network: s.serviceID,
      network_name: NETWORK_NAMES[network] ?? s.name,
      plan: plan.name,
      variation: plan.name,
      variation_code: plan.variationCode,
    },
  };
}

export async function resolveDisco(ctx: AppContext, disco: string) {
  const discos = await servicesOf(ctx, "electricity-bill", "Failed to load electricity providers");
  const id = DISCO_ALIASES[disco.toLowerCase()] ?? disco.toLowerCase();
  const found = discos.find((d) => d.serviceID === id);
  if (!found) throw refuse("disco", PURCHASE_MSG.discoUnknown);
  return found;
}

export async function verifyMeter(ctx: AppContext, serviceID: string, meter: string, type: string) {
  const r = await vtpassFor(ctx).merchantVerify({ billersCode: meter, serviceID, type });
  if (!r.ok) throw refuse("meter_number", PURCHASE_MSG.meterVerifyFailed);
  return r.content;
}

export async function electricityOrder(ctx: AppContext, b: ElectricityBody): Promise<Order> {
  const disco = await resolveDisco(ctx, b.disco);
  const amountKobo = kobo(b.amount);
  withinProviderLimits(disco, amountKobo, disco.name);
  const meter = await verifyMeter(ctx, disco.serviceID, b.meter_number, b.meter_type);
  const customerName = typeof meter.Customer_Name === "string" ? meter.Customer_Name : (b.customer_name ?? null);
  const address = typeof meter.Address === "string" ? meter.Address : (b.customer_address ?? null);
  return {
    service: "electricity",
    requestId: b.request_id,
    fingerprint: fingerprints.electricity(b),
    amountKobo,
    pay: {
      serviceID: disco.serviceID,
      billersCode: b.meter_number,
      variation_code: b.meter_type,
      amount: koboToNaira(amountKobo),
      phone: b.phone,
    },
    details: {
      phone: b.phone,
      disco: disco.serviceID,
      disco_name: disco.name,
      meter_number: b.meter_number,
      meter_type: b.meter_type,
      customer_name: customerName,
      customer_address: address,
      meter_details: {
        Customer_Name: customerName,
        Address: address,
        Meter_Number: b.meter_number,
        Meter_Type: b.meter_type,
      },
    },
  };
}

export async function verifySmartcard(ctx: AppContext, provider: string, smartcard: string) {
  const r = await vtpassFor(ctx).merchantVerify({ billersCode: smartcard, serviceID: provider });
  if (!r.ok) throw refuse("smartcard", PURCHASE_MSG.smartcardInvalid);
  return r.content;
}

export async function paytvOrder(ctx: AppContext, b: PaytvBody): Promise<Order> {
  const plans = await variationsOf(ctx, b.provider, "Could not load plans.");
  const plan = plans.find((p) => p.variationCode === b.plan);
  if (!plan) throw refuse("plan", PURCHASE_MSG.selectPlan);
  if (kobo(b.amount) !== plan.amountKobo) throw refuse("amount", PURCHASE_MSG.amountMismatch);
  const card = await verifySmartcard(ctx, b.provider, b.smartcard);
  const customerName = typeof card.Customer_Name === "string" ? card.Customer_Name : (b.customer_name ?? null);
  return {
    service: "cabletv",
    requestId: b.request_id,
    fingerprint: fingerprints.cabletv(b),
    amountKobo: plan.amountKobo,
    pay: {
      serviceID: b.provider,
      billersCode: b.smartcard,
      variation_code: plan.variationCode,
      amount: koboToNaira(plan.amountKobo),
      phone: b.phone,
      subscription_type: "change",
    },
    details: {
      phone: b.phone,
      provider: b.provider,
      plan: plan.name,
      variation: plan.name,
      variation_code: plan.variationCode,
      smartcard_number: b.smartcard,
      customer_name: customerName,
    },
  };
}

export async function resolveExamType(ctx: AppContext, examType: string) {
  const types = await servicesOf(ctx, "education", "Could not load exam types. Please try again later.");
  const wanted = examType.toLowerCase();
  const found = types.find((t) => t.serviceID === wanted || t.name.toLowerCase() === wanted);
  if (!found) throw refuse("exam_type", PURCHASE_MSG.examTypeRequired);
  return found;
}

export async function verifyJambProfile(ctx: AppContext, profileId: string, variationCode?: string) {
  const r = await vtpassFor(ctx).merchantVerify({ billersCode: profileId, serviceID: "jamb", type: variationCode });
  if (!r.ok) throw refuse("profile_id", PURCHASE_MSG.jambProfileFailed);
  return String(r.content.Customer_Name);
}

export async function examOrder(ctx: AppContext, b: ExamBody): Promise<Order> {
  const exam = await resolveExamType(ctx, b.exam_type);
  const variations = await variationsOf(ctx, exam.serviceID, "Could not fetch exam variations. Please try again.");
  const v = variations.find((x) => x.variationCode === b.variation_id);
  if (!v) throw refuse("variation_id", PURCHASE_MSG.variationCodeRequired);
  // VTpass sells several cards at once for the WAEC result checker only.
  if (exam.serviceID !== "waec" && b.quantity !== 1) throw refuse("quantity", PURCHASE_MSG.quantityRequired);
  const totalKobo = v.amountKobo * b.quantity;
  // The form sends the unit price or the total; either must match the variation.
  if (kobo(b.amount) !== totalKobo && kobo(b.amount) !== v.amountKobo)
    throw refuse("amount", PURCHASE_MSG.amountMismatch);
  const isJamb = exam.serviceID === "jamb";
  const customerName = isJamb ? await verifyJambProfile(ctx, b.profile_id ?? "", v.variationCode) : null;
  return {
    service: "exam",
    requestId: b.request_id,
    fingerprint: fingerprints.exam(b),
    amountKobo: totalKobo,
    pay: {
      serviceID: exam.serviceID,
      variation_code: v.variationCode,
      amount: koboToNaira(totalKobo),
      phone: b.phone,
      ...(exam.serviceID === "waec" ? { quantity: b.quantity } : {}),
      ...(isJamb ? { billersCode: b.profile_id ?? "" } : {}),
    },
    details: {
      phone: b.phone,
      exam_type: exam.name,
      exam_service_id: exam.serviceID,
      variation: v.name,
      variation_code: v.variationCode,
      quantity: b.quantity,
      unit_price: koboToNaira(v.amountKobo),
      profile_id: isJamb ? b.profile_id : null,
      customer_name: customerName,
    },
  };
}
