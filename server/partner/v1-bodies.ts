import { z } from "zod";
import {
  airtimePurchaseSchema,
  dataPurchaseSchema,
  electricityPurchaseSchema,
  examPurchaseSchema,
  paytvPurchaseSchema,
} from "../../lib/contracts/purchase-requests";
import { PURCHASE_MSG } from "../../lib/contracts/purchases";

/**
 * The partner API's purchase bodies: the dashboard's own rules and messages, without the approval
 * fields (the key is the approval). Unknown fields are ignored, as everywhere in the API.
 */
const noApproval = { pin: true, passkey: true } as const;

export const v1AirtimeBody = airtimePurchaseSchema.omit(noApproval);
export const v1DataBody = dataPurchaseSchema.omit(noApproval);
export const v1ElectricityBody = electricityPurchaseSchema.omit(noApproval);
export const v1PaytvBody = paytvPurchaseSchema.omit(noApproval);

// The exam body carries a refinement (.omit refuses those): rebuilt from its fields with the same rule.
const { pin: _pin, passkey: _passkey, ...examFields } = examPurchaseSchema.shape;
export const v1ExamBody = z.object(examFields).superRefine((v, ctx) => {
  if (v.exam_type === "jamb" && !v.profile_id)
    ctx.addIssue({ code: "custom", path: ["profile_id"], message: PURCHASE_MSG.jambProfileRequired });
});
