/**
 * The code screen's address. The spec stored the email in the browser; here it travels as a
 * query parameter, so the screen survives a reload and works in a new tab. It is only an email
 * address (no secret), and the code itself is never in a query string (an emailed link carries
 * email and code in the fragment instead: lib/auth/code-link.ts).
 */
export function verifyOtpHref(type: "registration" | "reset", email: string): string {
  return `/verify-otp?${new URLSearchParams({ type, email }).toString()}`;
}
