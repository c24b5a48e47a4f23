import { bffPost } from "@/lib/client/bff-fetch";
import { jambProfileAnswer } from "./contract-loaders";
import { BUY_MSG } from "@/lib/purchases/messages";
import type { RecipientCheck } from "./recipient-check";

/**
 * POST /api/exampin/verify-jamb-profile: the candidate's name, with the variation when one is chosen
 * (the exam form and Add beneficiary).
 */
export async function verifyJambProfile(profileId: string, variationCode?: string): Promise<RecipientCheck<string>> {
  const res = await bffPost("/api/exampin/verify-jamb-profile", jambProfileAnswer, {
    profile_id: profileId.trim(),
    ...(variationCode ? { variation_code: variationCode } : {}),
  });
  if (res.status === 401 || res.status === 403) return { outcome: "signed-out" };
  const name = res.ok ? res.data.data.customer_name : null;
  if (!name) return { outcome: "refused", message: BUY_MSG.jambFailed };
  return { outcome: "verified", value: name };
}
