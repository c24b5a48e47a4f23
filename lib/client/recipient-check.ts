/**
 * What a recipient check answered: a meter, a smartcard or a JAMB profile verified with its provider
 * through the BFF (verify-meter.ts, verify-smartcard.ts, verify-jamb-profile.ts: one file each, so
 * an entry page's first load carries only its own check, e2e/page-weight.spec.ts). "signed-out": the
 * session ended, the caller sends the browser to /login.
 */
export type RecipientCheck<T> =
  { outcome: "verified"; value: T } | { outcome: "refused"; message: string } | { outcome: "signed-out" };
