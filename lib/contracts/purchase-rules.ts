import { formatNaira } from "../money";
import { NIGERIAN_MOBILE_MSG } from "./phone";

/*
 * The purchase forms' plain facts (spec 5's messages, limits, choices), without zod: the entry
 * forms check with them as the customer acts and load no schema (README, "No zod before the
 * customer acts"); the contracts (purchases.ts) re-export them.
 */

/** Spec 5 messages of the purchase forms, word for word, plus the API's own purchase answers. */
export const PURCHASE_MSG = {
  networkRequired: "Network is required.",
  networkIdRequired: "Network ID is required.",
  variationIdRequired: "Variation ID is required.",
  invalidDataPlan: "Please select a valid data plan.",
  phone11: "Phone number must be 11 digits.",
  phoneNigerian: NIGERIAN_MOBILE_MSG,
  phoneElectricity: "Please enter a valid 11-digit Nigerian phone number",
  phonePaytv: "Enter a valid 11-digit phone number (e.g., 08012345678).",
  amountRequired: "Valid amount is required.",
  airtimeMinimum: "Amount must be at least ₦50.",
  referenceMissing: "Transaction reference is missing.",
  referenceInvalid: "Transaction reference is invalid.",
  discoRequired: "DisCo ID is required.",
  discoUnknown: "Please select a valid electricity provider (see the discos list).",
  meterRequired: "Meter number is required.",
  meterTooShort: "Meter number must be at least 10 digits",
  meterTooLong: "Meter number cannot be more than 13 digits",
  meterTypeRequired: "Meter type is required.",
  electricityMinimum: "Amount must be at least ₦1000",
  electricityMaximum: "Amount cannot exceed ₦100,000",
  providerRequired: "Provider is required.",
  smartcardRequired: "Smartcard number is required.",
  smartcardTooShort: "Smartcard number must be at least 6 characters.",
  planRequired: "Plan is required.",
  selectPlan: "Please select a plan before proceeding.",
  examTypeRequired: "Exam type is required.",
  variationCodeRequired: "Variation code is required.",
  quantityRequired: "Valid quantity is required.",
  jambProfileRequired: "JAMB profile ID is required.",
  jambProfileFailed: "Failed to verify JAMB profile. Please check the profile ID and try again.",
  meterVerifyFailed: "Failed to verify meter number",
  smartcardInvalid: "Invalid smartcard number.",
  insufficientBalance: "Insufficient balance.",
  invalidPurchase: "Invalid purchase details. Please try again.",
  amountMismatch: "The amount does not match the selected plan.",
  requestIdReused: "This request_id was already used for a different purchase.",
} as const;

/** An amount under or over the provider's own limit for a network or company (its catalogue's). */
export const providerMinimumMessage = (naira: number, name: string) =>
  `Amount must be at least ${formatNaira(naira)} on ${name}.`;
export const providerMaximumMessage = (naira: number, name: string) =>
  `Amount cannot exceed ${formatNaira(naira)} on ${name}.`;

export const AIRTIME_MIN_NAIRA = 50;
export const ELECTRICITY_MIN_NAIRA = 1000;
export const ELECTRICITY_MAX_NAIRA = 100000;
export const SMARTCARD_MIN = 6;
export const EXAM_QUANTITY_MAX = 10;
export const PAYTV_PROVIDERS = ["dstv", "gotv", "startimes"] as const;
export const METER_TYPES = ["prepaid", "postpaid"] as const;

/** 070, 080, 081, 090 or 091 then 8 digits (spec 5, Electricity). */
export const ELECTRICITY_PHONE = /^0(70|80|81|90|91)\d{8}$/;
