import { z } from "zod";
import { emailField, otpField } from "../contracts/account";

/**
 * The links in code emails ("code links"): the screen that takes the code, with the email and the
 * code in the URL fragment, e.g. `/verify-otp#email=ada%40example.com&code=123456`. A fragment is
 * never sent to a server: not in the request line (so not in access logs or proxies), not in a
 * Referer header. The page reads it on the client and removes it from the address bar at once.
 * The server builds these links (server/mail/web-links.ts) and the pages read them
 * (components/auth/use-code-link.ts); both use this module, so the format has one home.
 */
export type CodeLinkPurpose = "registration" | "reset";

/** The screen each code opens: the verification screen (spec 2.4), the reset flow's code step (spec 2.11). */
export const CODE_LINK_PATH: Record<CodeLinkPurpose, string> = {
  registration: "/verify-otp",
  reset: "/forgot-password",
};

export interface CodeLink {
  email: string;
  code: string;
}

/** The path and fragment of a code link (no origin). */
export function codeLinkPath(purpose: CodeLinkPurpose, link: CodeLink): string {
  return `${CODE_LINK_PATH[purpose]}#${new URLSearchParams({ email: link.email, code: link.code }).toString()}`;
}

const fragmentSchema = z.object({ email: emailField, code: otpField });

/**
 * Does this fragment look like a code link at all (so the page should take it out of the address
 * bar), whether or not its values are valid?
 */
export function isCodeLinkFragment(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  return params.has("code") || params.has("email");
}

/** The email and code a fragment carries (`#email=...&code=...`), or null when it is not a valid code link. */
export function parseCodeLinkFragment(hash: string): CodeLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const parsed = fragmentSchema.safeParse({
    email: params.get("email") ?? undefined,
    code: params.get("code") ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}
