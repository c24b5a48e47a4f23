import type { Metadata } from "next";
import { ForgotPasswordScreen } from "@/components/auth/forgot-password-flow";
import { VerifyRegistrationScreen } from "@/components/auth/verify-registration";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { readCustomerSession } from "@/lib/session";
import { isProduction } from "@/lib/session-config";

export const metadata: Metadata = { title: "Verify OTP" };

/**
 * The code screen (spec 2.4): ?type=registration|reset&email=... from the app's own flows (see
 * components/auth/verify-otp-href.ts), or #email=...&code=... from the registration email's link
 * (lib/auth/code-link.ts). Not gated: a signed-in browser may open a link for another email.
 */
export default async function VerifyOtpPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const email = firstParam(params, "email").trim();
  const signedInAs = (await readCustomerSession())?.user.email;
  if (email && firstParam(params, "type") === "reset")
    return (
      <ForgotPasswordScreen initialStep="otp" initialEmail={email} sandbox={!isProduction()} signedInAs={signedInAs} />
    );
  return <VerifyRegistrationScreen email={email || undefined} sandbox={!isProduction()} signedInAs={signedInAs} />;
}
