import type { Metadata } from "next";
import { ForgotPasswordScreen } from "@/components/auth/forgot-password-flow";
import { readCustomerSession } from "@/lib/session";
import { isProduction } from "@/lib/session-config";

export const metadata: Metadata = { title: "Forgot Password" };

/** Dynamic so the sandbox hint follows APP_ENV at run time, not at build time. */
export const dynamic = "force-dynamic";

/** Also the reset email's link target: #email=...&code=... opens the code step filled in (lib/auth/code-link.ts). */
export default async function ForgotPasswordPage() {
  const signedInAs = (await readCustomerSession())?.user.email;
  return <ForgotPasswordScreen sandbox={!isProduction()} signedInAs={signedInAs} />;
}
