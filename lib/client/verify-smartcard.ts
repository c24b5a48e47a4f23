import { bffPost } from "@/lib/client/bff-fetch";
import { smartcardVerifyAnswer } from "./contract-loaders";
import { fieldError } from "@/lib/purchases/error-text";
import { BUY_MSG } from "@/lib/purchases/messages";
import type { RecipientCheck } from "./recipient-check";

export type VerifiedSmartcard = { name: string; smartcard: string };

/**
 * POST /api/paytv/verify: the name on the smartcard and the number as the provider writes it (the
 * cable TV form and Add beneficiary).
 */
export async function verifySmartcard(v: {
  provider: string;
  smartcard: string;
}): Promise<RecipientCheck<VerifiedSmartcard>> {
  const smartcard = v.smartcard.trim();
  const res = await bffPost("/api/paytv/verify", smartcardVerifyAnswer, { provider: v.provider, smartcard });
  if (res.status === 401) return { outcome: "signed-out" };
  const card = res.ok ? res.data.data : null;
  if (!card?.Customer_Name)
    return {
      outcome: "refused",
      message:
        !res.ok && res.status === 422
          ? (fieldError(res.data, "smartcard") ?? BUY_MSG.smartcardInvalid)
          : BUY_MSG.smartcardFailed,
    };
  return { outcome: "verified", value: { name: card.Customer_Name, smartcard: card.Smartcard_Number || smartcard } };
}
