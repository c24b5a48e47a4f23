import type { Metadata } from "next";
import { z } from "zod";
import { LoginForm } from "@/components/auth/login-form";
import { safeNextPath } from "@/lib/auth/next-path";
import { API_MSG, MSG } from "@/lib/contracts/messages";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { isProduction } from "@/lib/session-config";

export const metadata: Metadata = { title: "Login" };

/** Messages other screens hand to the login page (only these fixed texts, never text from the URL). */
const NOTICES = {
  verified: { tone: "success", text: "Your email is verified. Please log in." },
  reset: { tone: "success", text: API_MSG.passwordReset },
} as const;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const key = firstParam(params, "notice");
  const notice =
    firstParam(params, "expired") === "1"
      ? ({ tone: "info", text: MSG.pleaseLogIn } as const)
      : key in NOTICES
        ? NOTICES[key as keyof typeof NOTICES]
        : undefined;
  // The address just verified comes filled in (issue 16); anything that is not an email is ignored.
  const email = z.email().max(254).safeParse(firstParam(params, "email").trim());
  return (
    <LoginForm
      notice={notice}
      sandbox={!isProduction()}
      initialEmail={email.success ? email.data : ""}
      next={safeNextPath(firstParam(params, "next")) ?? undefined}
    />
  );
}
