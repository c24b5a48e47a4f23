import { z } from "zod";
import { BENEFICIARY_MSG, networkField, nicknameField } from "./beneficiaries";
import { phoneField } from "./purchase-requests";
import {
  meterNumberField,
  meterTypeField,
  nairaField,
  paytvProviderField,
  PURCHASE_MSG,
  requiredText,
  smartcardField,
} from "./purchases";

/**
 * POST /api/beneficiaries (issue 18): one body per kind. The phone is read by the purchase forms'
 * own rule (normalised with libphonenumber-js, then a Nigerian mobile number), the meter,
 * smartcard and JAMB profile by theirs, so whatever can be saved can be bought.
 */

const verifiedName = z.string().trim().max(200).optional().nullable();

const common = {
  nickname: nicknameField.optional(),
};

export const createBeneficiarySchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("phone"),
      phone: phoneField(PURCHASE_MSG.phoneNigerian),
      /** The network the customer bought on: remembered as an override when the prefix says another. */
      network: networkField.optional().nullable(),
      /** The airtime amount last bought, in naira. */
      amount: nairaField().optional().nullable(),
      ...common,
    }),
    z.object({
      kind: z.literal("meter"),
      disco: requiredText(PURCHASE_MSG.discoRequired, 50),
      meter_number: meterNumberField,
      meter_type: meterTypeField,
      customer_name: verifiedName,
      customer_address: z.string().trim().max(300).optional().nullable(),
      amount: nairaField().optional().nullable(),
      ...common,
    }),
    z.object({
      kind: z.literal("smartcard"),
      provider: paytvProviderField,
      smartcard: smartcardField,
      customer_name: verifiedName,
      ...common,
    }),
    z.object({
      kind: z.literal("jamb"),
      profile_id: requiredText(PURCHASE_MSG.jambProfileRequired, 30).pipe(
        z.string().regex(/^[A-Za-z0-9]+$/, PURCHASE_MSG.jambProfileFailed),
      ),
      customer_name: verifiedName,
      ...common,
    }),
  ],
  { error: BENEFICIARY_MSG.kindRequired },
);
export type CreateBeneficiaryInput = z.input<typeof createBeneficiarySchema>;
export type CreateBeneficiary = z.output<typeof createBeneficiarySchema>;
