import {
  AIRTIME_MIN_NAIRA,
  ELECTRICITY_MAX_NAIRA,
  ELECTRICITY_MIN_NAIRA,
  ELECTRICITY_PHONE,
  EXAM_QUANTITY_MAX,
  PURCHASE_MSG,
  providerMaximumMessage,
  SMARTCARD_MIN,
} from "@/lib/contracts/purchase-rules";
import { NIGERIAN_MOBILE } from "@/lib/contracts/phone";
import { koboToNaira, nairaToKobo, ungroupNaira } from "@/lib/money";
import { BUY_MSG } from "./messages";

/** Field errors of an entry form, keyed by field name; empty when the form may proceed. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A naira amount typed by the customer (thousands commas allowed), or null when it is not one. */
export function parseNaira(input: string): number | null {
  const kobo = nairaToKobo(ungroupNaira(input));
  return kobo === null ? null : koboToNaira(kobo);
}

/** Keeps digits only (phone, meter number and quantity inputs). */
export const digitsOnly = (s: string, max?: number) => s.replace(/\D/g, "").slice(0, max);

/** Spec 5, Airtime. */
export function airtimeErrors(f: {
  networkId: string;
  amount: string;
  phone: string;
  /** The chosen network's own maximum (GET /api/networks/airtime), which the API refuses above. */
  network?: { name: string; maximum_amount: number | null };
}): FieldErrors<"network" | "amount" | "phone"> {
  const e: FieldErrors<"network" | "amount" | "phone"> = {};
  if (!f.networkId) e.network = PURCHASE_MSG.networkRequired;
  const amount = parseNaira(f.amount);
  const maximum = f.network?.maximum_amount ?? null;
  if (amount === null || amount <= 0) e.amount = PURCHASE_MSG.amountRequired;
  else if (amount < AIRTIME_MIN_NAIRA) e.amount = PURCHASE_MSG.airtimeMinimum;
  else if (maximum !== null && amount > maximum) e.amount = providerMaximumMessage(maximum, f.network!.name);
  if (!NIGERIAN_MOBILE.test(f.phone.trim())) e.phone = PURCHASE_MSG.phoneNigerian;
  return e;
}

/** Spec 5, Data. */
export function dataErrors(f: {
  networkId: string;
  planId: string;
  planKnown: boolean;
  phone: string;
}): FieldErrors<"network" | "plan" | "phone"> {
  const e: FieldErrors<"network" | "plan" | "phone"> = {};
  if (!f.networkId) e.network = PURCHASE_MSG.networkRequired;
  if (!f.planId || !f.planKnown) e.plan = PURCHASE_MSG.invalidDataPlan;
  if (!NIGERIAN_MOBILE.test(f.phone.trim())) e.phone = PURCHASE_MSG.phoneNigerian;
  return e;
}

/** Spec 5, Electricity meter number (also checked before 'Verify Meter'). */
export function meterNumberError(meter: string): string | undefined {
  const m = meter.trim();
  if (!m) return PURCHASE_MSG.meterRequired;
  if (!/^\d+$/.test(m) || m.length < 10) return PURCHASE_MSG.meterTooShort;
  if (m.length > 13) return PURCHASE_MSG.meterTooLong;
  return undefined;
}

/** Spec 5, Electricity; balance null while it is unknown. */
export function electricityErrors(f: {
  discoId: string;
  meter: string;
  verified: boolean;
  amount: string;
  phone: string;
  balance: number | null;
}): FieldErrors<"disco" | "meter" | "amount" | "phone"> {
  const e: FieldErrors<"disco" | "meter" | "amount" | "phone"> = {};
  if (!f.discoId) e.disco = PURCHASE_MSG.discoRequired;
  e.meter = meterNumberError(f.meter) ?? (f.verified ? undefined : BUY_MSG.verifyMeterFirst);
  const amount = parseNaira(f.amount);
  if (amount === null || amount <= 0) e.amount = PURCHASE_MSG.amountRequired;
  else if (amount < ELECTRICITY_MIN_NAIRA) e.amount = PURCHASE_MSG.electricityMinimum;
  else if (amount > ELECTRICITY_MAX_NAIRA) e.amount = PURCHASE_MSG.electricityMaximum;
  else if (f.balance !== null && amount > f.balance) e.amount = BUY_MSG.insufficientBalance;
  if (!ELECTRICITY_PHONE.test(f.phone.trim())) e.phone = PURCHASE_MSG.phoneElectricity;
  return clean(e);
}

/** Spec 5, PayTV smartcard (also checked before 'Verify Smartcard'). */
export function smartcardError(smartcard: string): string | undefined {
  const s = smartcard.trim();
  if (!s) return PURCHASE_MSG.smartcardRequired;
  if (s.length < SMARTCARD_MIN) return PURCHASE_MSG.smartcardTooShort;
  if (!/^[A-Za-z0-9]{6,20}$/.test(s)) return PURCHASE_MSG.smartcardInvalid;
  return undefined;
}

/** Spec 5, PayTV: a plan and a verified smartcard before the summary. */
export function paytvErrors(f: {
  provider: string;
  smartcard: string;
  verified: boolean;
  plan: string;
  phone: string;
}): FieldErrors<"provider" | "smartcard" | "plan" | "phone"> {
  const e: FieldErrors<"provider" | "smartcard" | "plan" | "phone"> = {};
  if (!f.provider) e.provider = PURCHASE_MSG.providerRequired;
  e.smartcard = smartcardError(f.smartcard) ?? (f.verified ? undefined : BUY_MSG.verifySmartcardFirst);
  if (!f.plan) e.plan = PURCHASE_MSG.selectPlan;
  if (!/^\d{11}$/.test(f.phone.trim())) e.phone = PURCHASE_MSG.phonePaytv;
  return clean(e);
}

/** Spec 5, Exam pin: phone after stripping non-digits. */
export function examPhoneError(phone: string): string | undefined {
  return NIGERIAN_MOBILE.test(phone.replace(/\D/g, "")) ? undefined : PURCHASE_MSG.phoneNigerian;
}

/**
 * The quantity of exam cards (issue 16: never clamped silently): the limit is said with the
 * exam type's name, "You can buy at most 10 WAEC Result Checker cards per purchase."
 */
export function examQuantityError(quantity: string, maxQuantity: number, typeName: string): string | undefined {
  const q = Number(quantity);
  if (!/^\d+$/.test(quantity) || q < 1) return PURCHASE_MSG.quantityRequired;
  const max = Math.min(maxQuantity, EXAM_QUANTITY_MAX);
  if (q > max) return `You can buy at most ${max} ${typeName} ${max === 1 ? "card" : "cards"} per purchase.`;
  return undefined;
}

/** What the quantity field says before anything is wrong: the limit of the chosen exam type. */
export function examQuantityHint(examTypeChosen: boolean, maxQuantity: number): string {
  if (!examTypeChosen) return "Choose an exam type to see how many cards you can buy.";
  return maxQuantity === 1 ? "One card per purchase for this exam." : `From 1 to ${maxQuantity} cards per purchase.`;
}

/** Spec 5, Exam pin; maxQuantity is 1 for exam types sold one card at a time. */
export function examErrors(f: {
  examType: string;
  variation: string;
  phone: string;
  quantity: string;
  maxQuantity: number;
  /** The exam type's name for the quantity limit's message. */
  typeName: string;
  isJamb: boolean;
  profileId: string;
  profileVerified: boolean;
}): FieldErrors<"examType" | "variation" | "phone" | "quantity" | "profileId"> {
  const e: FieldErrors<"examType" | "variation" | "phone" | "quantity" | "profileId"> = {};
  if (!f.examType) e.examType = PURCHASE_MSG.examTypeRequired;
  if (!f.variation) e.variation = PURCHASE_MSG.variationCodeRequired;
  e.phone = examPhoneError(f.phone);
  e.quantity = examQuantityError(f.quantity, f.maxQuantity, f.typeName);
  if (f.isJamb) {
    if (!f.profileId.trim()) e.profileId = PURCHASE_MSG.jambProfileRequired;
    else if (!f.profileVerified) e.profileId = BUY_MSG.verifyJambFirst;
  }
  return clean(e);
}

function clean<T extends Record<string, string | undefined>>(e: T): T {
  for (const k of Object.keys(e)) if (e[k] === undefined) delete e[k];
  return e;
}

export const hasErrors = (e: Record<string, string | undefined>) => Object.values(e).some(Boolean);
