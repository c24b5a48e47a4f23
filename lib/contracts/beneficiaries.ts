import { z } from "zod";
import { MOBILE_NETWORKS } from "../purchases/network-prefixes";
import { isPrintableLine, notPrintableMessage } from "./printable-text";

/**
 * Saved recipients (issue 18): /api/beneficiaries. The answers and the edit body; the create body,
 * whose phone goes through the phone library, is in beneficiary-requests.ts (the entry pages read
 * this file at first and must not load that library, see phone-number.ts).
 */

/** What a beneficiary is: a phone (airtime, data), a meter (electricity), a smartcard (TV), a JAMB profile. */
export const BENEFICIARY_KINDS = ["phone", "meter", "smartcard", "jamb"] as const;
export type BeneficiaryKind = (typeof BENEFICIARY_KINDS)[number];

/** How many beneficiaries one customer may keep. */
export const MAX_BENEFICIARIES = 100;
export const NICKNAME_MAX = 40;

export const BENEFICIARY_MSG = {
  saved: "Beneficiary saved.",
  updated: "Beneficiary updated.",
  removed: "Beneficiary deleted.",
  notFound: "Beneficiary not found.",
  tooMany: `You can save at most ${MAX_BENEFICIARIES} beneficiaries. Delete one you no longer use first.`,
  kindRequired: "Choose what to save: phone, meter, smartcard or JAMB profile.",
  nicknameTooLong: `The nickname must be at most ${NICKNAME_MAX} characters.`,
  nicknameNotPrintable: notPrintableMessage("The nickname"),
  networkInvalid: "Choose MTN, Airtel, Glo or 9mobile.",
  nothingToChange: "Nothing to change: give a nickname or a network.",
  networkOnlyPhones: "Only a phone beneficiary has a network.",
} as const;

/** A nickname: trimmed, one line of printable text; empty or null means none. */
export const nicknameField = z
  .string({ error: BENEFICIARY_MSG.nicknameTooLong })
  .trim()
  .normalize("NFC")
  .max(NICKNAME_MAX, BENEFICIARY_MSG.nicknameTooLong)
  .refine(isPrintableLine, BENEFICIARY_MSG.nicknameNotPrintable)
  .nullable()
  .transform((v) => (v ? v : null));

/** A network the customer picked (airtime ids; a data id "mtn-data" is read as its network). */
export const networkField = z
  .string({ error: BENEFICIARY_MSG.networkInvalid })
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/-data$/, ""))
  .pipe(z.enum(MOBILE_NETWORKS, { error: BENEFICIARY_MSG.networkInvalid }));

/**
 * PUT /api/beneficiaries/{id}: a new nickname (empty removes it) and, for a phone, the network to
 * use for it (null goes back to the network of its prefix).
 */
export const editBeneficiarySchema = z
  .object({
    nickname: nicknameField.optional(),
    network: networkField.nullable().optional(),
  })
  .refine((b) => b.nickname !== undefined || b.network !== undefined, { message: BENEFICIARY_MSG.nothingToChange });
export type EditBeneficiaryInput = z.input<typeof editBeneficiarySchema>;
export type EditBeneficiary = z.output<typeof editBeneficiarySchema>;

export const beneficiarySchema = z.object({
  id: z.string(),
  kind: z.enum(BENEFICIARY_KINDS),
  /** The phone (national form), meter number, smartcard number or JAMB profile id. */
  number: z.string(),
  nickname: z.string().nullable(),
  /** Phone: the network to buy on (the override when there is one, else the prefix's); null when neither says. */
  network: z.enum(MOBILE_NETWORKS).nullable(),
  /** Phone: the network of the number's prefix (lib/purchases/network-prefixes.ts). */
  network_from_prefix: z.enum(MOBILE_NETWORKS).nullable(),
  /** Phone: the customer chose another network than the prefix's (a ported number), remembered. */
  network_overridden: z.boolean(),
  /** Meter: the disco's serviceID; smartcard: dstv, gotv or startimes; otherwise null. */
  provider: z.string().nullable(),
  /** Meter: prepaid or postpaid. */
  meter_type: z.enum(["prepaid", "postpaid"]).nullable(),
  /** The name the provider verified (meter, smartcard, JAMB profile), as last verified. */
  customer_name: z.string().nullable(),
  /** Meter: the address the disco verified. */
  customer_address: z.string().nullable(),
  /** The last amount bought for it (airtime, electricity), in naira; null when none. */
  last_amount: z.number().nullable(),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601: the last purchase for it (or when it was saved). */
  last_used_at: z.string(),
});
export type BeneficiaryView = z.infer<typeof beneficiarySchema>;

/** GET /api/beneficiaries: the most recently used first. */
export const beneficiariesResponse = z.object({ data: z.array(beneficiarySchema) });
export type BeneficiariesAnswer = z.infer<typeof beneficiariesResponse>;
/** POST /api/beneficiaries, PUT /api/beneficiaries/{id}. */
export const beneficiarySavedResponse = z.object({ message: z.string(), data: beneficiarySchema });
/** DELETE /api/beneficiaries/{id}. */
export const beneficiaryRemovedResponse = z.object({ message: z.string() });
