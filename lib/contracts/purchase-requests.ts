import { z } from "zod";
import { NIGERIAN_MOBILE, PHONE_TEXT_MAX } from "./phone";
import { normaliseNigerianPhone } from "./phone-number";
import { debitPasskeyField } from "./passkey-approval";
import { debitPinField } from "./pin";
import {
  AIRTIME_MIN_NAIRA,
  ELECTRICITY_MAX_NAIRA,
  ELECTRICITY_MIN_NAIRA,
  ELECTRICITY_PHONE,
  EXAM_QUANTITY_MAX,
  meterNumberField,
  meterTypeField,
  nairaField,
  paytvProviderField,
  PURCHASE_MSG,
  requestIdField,
  requiredText,
  smartcardField,
} from "./purchases";

/** A phone as sent (any of the forms phone-number.ts reads), normalised; `required` says what to answer when absent. */
export const phoneText = (required: string) =>
  z
    .string({ error: required })
    .max(PHONE_TEXT_MAX, required)
    .transform((v) => normaliseNigerianPhone(v.trim()));

/*
 * The purchase bodies the API validates (spec 5, 7.2), apart from the answers in purchases.ts:
 * their phones go through the phone library, which the entry pages must not load at first
 * (see phone-number.ts). The API's routes and the summary pages (on the server, and on demand
 * in the browser at 'Confirm and Pay') read them.
 */

/**
 * The phone as the customer wrote it ("+234 801 111 1111", "0801-111-1111"), normalised to
 * 0XXXXXXXXXX (lib/contracts/phone-number.ts); then 11 digits ('Phone number must be 11
 * digits.'), then the service's pattern with its own message (spec 5).
 */
export const phoneField = (patternMessage: string, pattern: RegExp = NIGERIAN_MOBILE) =>
  phoneText(PURCHASE_MSG.phone11).superRefine((v, ctx) => {
    if (!/^\d{11}$/.test(v)) ctx.addIssue({ code: "custom", message: PURCHASE_MSG.phone11 });
    else if (!pattern.test(v)) ctx.addIssue({ code: "custom", message: patternMessage });
  });

export const airtimePurchaseSchema = z.object({
  network: requiredText(PURCHASE_MSG.networkRequired, 50),
  phone: phoneField(PURCHASE_MSG.phoneNigerian),
  amount: nairaField({ min: [AIRTIME_MIN_NAIRA, PURCHASE_MSG.airtimeMinimum] }),
  request_id: requestIdField,
  pin: debitPinField,
  passkey: debitPasskeyField,
});
export type AirtimePurchaseInput = z.input<typeof airtimePurchaseSchema>;

export const dataPurchaseSchema = z.object({
  network_id: requiredText(PURCHASE_MSG.networkIdRequired, 50),
  variation_id: requiredText(PURCHASE_MSG.variationIdRequired),
  amount: nairaField(),
  phone: phoneField(PURCHASE_MSG.phoneNigerian),
  request_id: requestIdField,
  pin: debitPinField,
  passkey: debitPasskeyField,
});
export type DataPurchaseInput = z.input<typeof dataPurchaseSchema>;

export const electricityPurchaseSchema = z.object({
  disco: requiredText(PURCHASE_MSG.discoRequired, 50),
  meter_number: meterNumberField,
  meter_type: meterTypeField,
  amount: nairaField({
    min: [ELECTRICITY_MIN_NAIRA, PURCHASE_MSG.electricityMinimum],
    max: [ELECTRICITY_MAX_NAIRA, PURCHASE_MSG.electricityMaximum],
  }),
  phone: phoneField(PURCHASE_MSG.phoneElectricity, ELECTRICITY_PHONE),
  customer_name: z.string().trim().max(200).optional().nullable(),
  customer_address: z.string().trim().max(300).optional().nullable(),
  request_id: requestIdField,
  pin: debitPinField,
  passkey: debitPasskeyField,
});
export type ElectricityPurchaseInput = z.input<typeof electricityPurchaseSchema>;

export const paytvPurchaseSchema = z.object({
  provider: paytvProviderField,
  smartcard: smartcardField,
  plan: requiredText(PURCHASE_MSG.planRequired),
  amount: nairaField(),
  phone: phoneField(PURCHASE_MSG.phonePaytv, /^\d{11}$/),
  customer_name: z.string().trim().max(200).optional().nullable(),
  request_id: requestIdField,
  pin: debitPinField,
  passkey: debitPasskeyField,
});
export type PaytvPurchaseInput = z.input<typeof paytvPurchaseSchema>;

export const examPurchaseSchema = z
  .object({
    exam_type: requiredText(PURCHASE_MSG.examTypeRequired, 60).transform((v) => v.toLowerCase()),
    variation_id: requiredText(PURCHASE_MSG.variationCodeRequired),
    amount: nairaField(),
    phone: phoneField(PURCHASE_MSG.phoneNigerian),
    quantity: z
      .union(
        [
          z.number({ error: PURCHASE_MSG.quantityRequired }),
          z.string().trim().regex(/^\d+$/, PURCHASE_MSG.quantityRequired),
        ],
        {
          error: PURCHASE_MSG.quantityRequired,
        },
      )
      .transform((v) => Number(v))
      .pipe(
        z
          .number()
          .int(PURCHASE_MSG.quantityRequired)
          .min(1, PURCHASE_MSG.quantityRequired)
          .max(EXAM_QUANTITY_MAX, PURCHASE_MSG.quantityRequired),
      )
      .default(1),
    profile_id: z.string().trim().max(30).optional().nullable(),
    request_id: requestIdField,
    pin: debitPinField,
    passkey: debitPasskeyField,
  })
  .superRefine((v, ctx) => {
    if (v.exam_type === "jamb" && !v.profile_id)
      ctx.addIssue({ code: "custom", path: ["profile_id"], message: PURCHASE_MSG.jambProfileRequired });
  });
export type ExamPurchaseInput = z.input<typeof examPurchaseSchema>;
