import { z } from "zod";
import { koboToNaira, nairaToKobo } from "../money";
import { successStatus } from "./common";

export { NIGERIAN_MOBILE } from "./phone";

export {
  AIRTIME_MIN_NAIRA,
  ELECTRICITY_MAX_NAIRA,
  ELECTRICITY_MIN_NAIRA,
  ELECTRICITY_PHONE,
  EXAM_QUANTITY_MAX,
  METER_TYPES,
  PAYTV_PROVIDERS,
  PURCHASE_MSG,
  SMARTCARD_MIN,
} from "./purchase-rules";
import { METER_TYPES, PAYTV_PROVIDERS, PURCHASE_MSG, SMARTCARD_MIN } from "./purchase-rules";

export const requiredText = (msg: string, max = 100) =>
  z.string({ error: msg }).trim().min(1, { error: msg, abort: true }).max(max, msg);

/** No purchase of any service goes above this (each service's own maximum is lower or absent). */
const PURCHASE_MAX_NAIRA = 10_000_000;

/**
 * Naira as a number or numeric string, positive, at most 2 decimals, read exactly through
 * lib/money (never float arithmetic on the digits); the output stays naira, as the body carries it.
 * A purchase says spec 5's "Valid amount is required." of an absent amount and a wrong one alike;
 * a field of the product's own may name the two apart (`messages`).
 */
export const nairaField = (extra?: {
  min?: [number, string];
  max?: [number, string];
  messages?: { required: string; invalid: string };
}) => {
  const { required, invalid } = extra?.messages ?? {
    required: PURCHASE_MSG.amountRequired,
    invalid: PURCHASE_MSG.amountRequired,
  };
  return z
    .union([z.number(), z.string().trim()], { error: (iss) => (iss.input == null ? required : invalid) })
    .transform((v, ctx) => {
      const kobo = nairaToKobo(v);
      const naira = kobo === null ? 0 : koboToNaira(kobo);
      // Over the sanity bound, a field with its own maximum names that maximum instead.
      if (naira <= 0 || (naira > PURCHASE_MAX_NAIRA && !extra?.max)) {
        ctx.addIssue({ code: "custom", message: v === "" ? required : invalid });
        return z.NEVER;
      }
      if (extra?.min && naira < extra.min[0]) ctx.addIssue({ code: "custom", message: extra.min[1] });
      if (extra?.max && naira > Math.min(extra.max[0], PURCHASE_MAX_NAIRA))
        ctx.addIssue({ code: "custom", message: extra.max[1] });
      return naira;
    });
};

/** The client's idempotency key: AIRTIME_..., DATA_..., ELEC_..., PAYTV_..., EXAMPIN_... */
export const requestIdField = z
  .string({
    // Absent is missing; another type (a number) is there but is no reference.
    error: (iss) =>
      iss.input === undefined || iss.input === null ? PURCHASE_MSG.referenceMissing : PURCHASE_MSG.referenceInvalid,
  })
  .trim()
  .min(1, { error: PURCHASE_MSG.referenceMissing, abort: true })
  .max(100, PURCHASE_MSG.referenceInvalid)
  .regex(/^[A-Za-z0-9_.:-]+$/, PURCHASE_MSG.referenceInvalid);

export const meterNumberField = z
  .string({ error: PURCHASE_MSG.meterRequired })
  .trim()
  .min(1, { error: PURCHASE_MSG.meterRequired, abort: true })
  .superRefine((v, ctx) => {
    if (!/^\d+$/.test(v) || v.length < 10) ctx.addIssue({ code: "custom", message: PURCHASE_MSG.meterTooShort });
    else if (v.length > 13) ctx.addIssue({ code: "custom", message: PURCHASE_MSG.meterTooLong });
  });

export const meterTypeField = z.enum(METER_TYPES, { error: PURCHASE_MSG.meterTypeRequired });

export const verifyMeterSchema = z.object({
  disco: requiredText(PURCHASE_MSG.discoRequired, 50),
  meter_number: meterNumberField,
  meter_type: meterTypeField.default("prepaid"),
});

export const paytvProviderField = z
  .string({ error: PURCHASE_MSG.providerRequired })
  .trim()
  .toLowerCase()
  .pipe(z.enum(PAYTV_PROVIDERS, { error: PURCHASE_MSG.providerRequired }));

export const smartcardField = z
  .string({ error: PURCHASE_MSG.smartcardRequired })
  .trim()
  .min(1, { error: PURCHASE_MSG.smartcardRequired, abort: true })
  .superRefine((v, ctx) => {
    if (v.length < SMARTCARD_MIN) ctx.addIssue({ code: "custom", message: PURCHASE_MSG.smartcardTooShort });
    else if (!/^[A-Za-z0-9]{6,20}$/.test(v)) ctx.addIssue({ code: "custom", message: PURCHASE_MSG.smartcardInvalid });
  });

export const paytvVerifySchema = z.object({ provider: paytvProviderField, smartcard: smartcardField });

export const examVariationsSchema = z.object({ serviceID: requiredText(PURCHASE_MSG.examTypeRequired, 50) });
export const jambProfileSchema = z.object({ profile_id: requiredText(PURCHASE_MSG.jambProfileRequired, 30) });

/* Answers of the purchase API (spec 7.2). */

/** A network, bouquet provider or exam type: the id to send back and the name to show. */
export const serviceOption = z.object({ serviceID: z.string(), name: z.string() });
export type ServiceOption = z.infer<typeof serviceOption>;

/** A priced choice of a TV provider or an exam type, in naira. */
export const variationOption = z.object({ variation_code: z.string(), name: z.string(), variation_amount: z.number() });
export type VariationOption = z.infer<typeof variationOption>;

/** A data plan, in naira. */
export const dataPlan = z.object({ id: z.string(), name: z.string(), price: z.number() });
export type DataPlan = z.infer<typeof dataPlan>;

export const disco = z.object({ name: z.string(), serviceID: z.string() });
export type Disco = z.infer<typeof disco>;

/** GET /api/networks/airtime: each network with the provider's own maximum in naira (null: none given). */
export const airtimeNetworksResponse = z.object({
  status: successStatus,
  networks: z.array(serviceOption.extend({ maximum_amount: z.number().nullable() })),
});
export type AirtimeNetworksAnswer = z.infer<typeof airtimeNetworksResponse>;

/** GET /api/networks (data). */
export const dataNetworksResponse = z.object({
  status: successStatus,
  data: z.object({ networks: z.array(serviceOption) }),
});
export type DataNetworksAnswer = z.infer<typeof dataNetworksResponse>;

/** GET /api/data/plans/{networkServiceId}. */
export const dataPlansResponse = z.object({ status: successStatus, plans: z.array(dataPlan) });

/** GET /api/electricity/discos. */
export const discosResponse = z.object({
  status: successStatus,
  message: z.string(),
  data: z.object({ discos: z.array(disco) }),
});
export type DiscosAnswer = z.infer<typeof discosResponse>;

/** POST /api/electricity/verify-meter: the provider's customer fields (Customer_Name, Address, ...). */
export const meterVerifyResponse = z.object({
  status: successStatus,
  message: z.string(),
  data: z.object({ meter_details: z.record(z.string(), z.unknown()) }),
});

/** GET /api/paytv/plans/{provider}. */
export const paytvPlansResponse = z.object({
  status: successStatus,
  message: z.string(),
  plans: z.array(variationOption),
});

/** POST /api/paytv/verify: the provider's fields beyond these two pass through. */
export const smartcardVerifyResponse = z.object({
  status: successStatus,
  message: z.string(),
  data: z.looseObject({ Customer_Name: z.string(), Smartcard_Number: z.string() }),
});

/** GET /api/exampin/types. */
export const examTypesResponse = z.object({
  status: successStatus,
  data: z.object({ exam_types: z.array(serviceOption) }),
});
export type ExamTypesAnswer = z.infer<typeof examTypesResponse>;

/** POST /api/exampin/variations. */
export const examVariationsResponse = z.object({ status: successStatus, plans: z.array(variationOption) });

/** POST /api/exampin/verify-jamb-profile. */
export const jambProfileResponse = z.object({
  status: successStatus,
  message: z.string(),
  data: z.object({ customer_name: z.string() }),
});

export const examPin = z.object({ serial: z.string().nullable(), pin: z.string() });
export type ExamPin = z.infer<typeof examPin>;

/** The purchase's history row as the purchase answer carries it (spec 3, "Transaction (result view)"). */
export const purchaseTransaction = z.object({
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
  pins: z.array(examPin),
  cashback_amount: z.number(),
  network: z.string().nullable(),
  plan: z.string().nullable(),
  provider: z.string().nullable(),
  disco: z.string().nullable(),
  meter_number: z.string().nullable(),
  meter_type: z.string().nullable(),
  refunded: z.boolean(),
});
export type PurchaseTransaction = z.infer<typeof purchaseTransaction>;

/**
 * The answer of every purchase call (spec 3, "Purchase result"): success (delivered), pending (the
 * provider's outcome is not known yet; it is re-queried) or failed. The transaction sits at
 * `transaction` and at `data.transaction`.
 */
export const purchaseResponse = z.object({
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
  transaction: purchaseTransaction,
  data: z.object({ transaction: purchaseTransaction }),
});
export type PurchaseResponse = z.infer<typeof purchaseResponse>;
