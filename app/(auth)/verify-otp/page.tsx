import type { Metadata } from "next";
import { ForgotPasswordFlow } from "@/components/auth/forgot-password-flow";
import { NoEmailForCode, VerifyRegistration } from "@/components/auth/verify-registration";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { isProduction } from "@/lib/session-config";

export const metadata: Metadata = { title: "Verify OTP" };

/** The code screen (spec 2.4): ?type=registration|reset&email=... (see components/auth/verify-otp-href.ts). */
export default async function VerifyOtpPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const email = firstParam(params, "email").trim();
  if (!email) return <NoEmailForCode />;
  if (firstParam(params, "type") === "reset")
    return <ForgotPasswordFlow initialStep="otp" initialEmail={email} sandbox={!isProduction()} />;
  return <VerifyRegistration email={email} sandbox={!isProduction()} />;
}
