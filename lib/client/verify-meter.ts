import { bffPost } from "@/lib/client/bff-fetch";
import { meterVerifyResponse } from "@/lib/contracts/purchases";
import { fieldError } from "@/lib/purchases/error-text";
import { BUY_MSG } from "@/lib/purchases/messages";
import type { RecipientCheck } from "./recipient-check";

export type VerifiedMeter = { name: string; address: string | null };

/**
 * POST /api/electricity/verify-meter: the name and address the disco has for the meter (the
 * electricity form and Add beneficiary).
 */
export async function verifyMeter(v: {
  disco: string;
  meter: string;
  meterType: string;
}): Promise<RecipientCheck<VerifiedMeter>> {
  const res = await bffPost("/api/electricity/verify-meter", meterVerifyResponse, {
    disco: v.disco,
    meter_number: v.meter,
    meter_type: v.meterType,
  });
  if (res.status === 401) return { outcome: "signed-out" };
  const details = res.ok ? res.data.data.meter_details : null;
  const name = typeof details?.Customer_Name === "string" ? details.Customer_Name : null;
  if (!name)
    return {
      outcome: "refused",
      message: (res.ok ? undefined : fieldError(res.data, "meter_number")) ?? BUY_MSG.meterVerifyFailed,
    };
  return {
    outcome: "verified",
    value: { name, address: typeof details?.Address === "string" ? details.Address : null },
  };
}
