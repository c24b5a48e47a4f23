import { randomInt } from "node:crypto";
import type { KycValues } from "../../lib/contracts/kyc";
import type { AppContext } from "../http/context";
import { submitKyc } from "../merchant/kyc-service";
import { findVirtualAccount, type VirtualAccount } from "../wallet/virtual-accounts";

const used = new Set<string>();

/**
 * An 11-digit BVN/NIN no other test customer has: Monnify (and its simulator) gives each BVN or NIN
 * one reserved account. Starts with 3, so never the sandbox's refused 22222222222.
 */
export function testIdNumber(): string {
  for (;;) {
    const n = `3${String(randomInt(0, 1e10)).padStart(10, "0")}`;
    if (!used.has(n)) {
      used.add(n);
      return n;
    }
  }
}

/** Valid KYC values (spec 5) with a fresh BVN. */
export function kycValues(over: Partial<KycValues> = {}): KycValues {
  return {
    fullName: "Adaeze Okafor",
    idType: "bvn",
    bvnNin: testIdNumber(),
    dateOfBirth: "15-04-1990",
    mobileNo: "08031234567",
    referralSource: "Social Media",
    ...over,
  };
}

/**
 * The customer's virtual account reserved the way the product does it (the KYC step, a BVN of its
 * own). Answers the row: active, unless the simulator was told otherwise (email fault switches).
 */
export async function reserveTestAccount(
  ctx: AppContext,
  userId: string,
  over: Partial<KycValues> = {},
): Promise<VirtualAccount> {
  await submitKyc(ctx, userId, kycValues(over));
  return (await findVirtualAccount(ctx, userId))!;
}
