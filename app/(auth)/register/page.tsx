import type { Metadata } from "next";
import { RegisterForm } from "@/components/auth/register-form";
import { productApi } from "@/lib/api/product-api";
import { REFERRAL_CODE_PATTERN } from "@/lib/contracts/referral-code";
import { referralCodeCheckResponse } from "@/lib/contracts/referrals";
import { firstParam, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Create Account" };

/**
 * Whether a referral link's code would link the new customer. When the API cannot be asked, the
 * code is kept: the registration itself decides, and links nothing for an unknown code.
 */
async function referralCodeValid(code: string): Promise<boolean> {
  if (!REFERRAL_CODE_PATTERN.test(code)) return false;
  try {
    return (await productApi(`referral-codes/${code}`, referralCodeCheckResponse)).valid;
  } catch {
    return true;
  }
}

/** Create Account; a referral link (?ref=CODE) says who invited, or that its code is not valid. */
export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const code = firstParam(await searchParams, "ref")
    .trim()
    .toUpperCase();
  if (!code) return <RegisterForm />;
  return (await referralCodeValid(code)) ? <RegisterForm referralCode={code} /> : <RegisterForm referralLinkInvalid />;
}
