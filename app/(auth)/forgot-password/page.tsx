import type { Metadata } from "next";
import { ForgotPasswordFlow } from "@/components/auth/forgot-password-flow";
import { isProduction } from "@/lib/session-config";

export const metadata: Metadata = { title: "Forgot Password" };

/** Dynamic so the sandbox hint follows APP_ENV at run time, not at build time. */
export const dynamic = "force-dynamic";

export default function ForgotPasswordPage() {
  return <ForgotPasswordFlow sandbox={!isProduction()} />;
}
