/**
 * What to tell the customer when the browser's passkey step fails (SimpleWebAuthn's
 * startRegistration / startAuthentication throw the DOM error's name, or a WebAuthnError carrying it).
 */
export type Ceremony = "create" | "use";

export const CEREMONY_MSG = {
  cancelledCreate: "No passkey was added: it was cancelled or took too long.",
  cancelledUse: "The passkey was not used: it was cancelled or took too long.",
  alreadyOnDevice: "This device already holds a passkey for your account.",
  unsupported: "This browser cannot use passkeys here. Try another browser or device.",
  failed: "Something went wrong with the passkey. Please try again.",
} as const;

export function ceremonyErrorMessage(err: unknown, ceremony: Ceremony): string {
  const name = err instanceof Error ? err.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return ceremony === "create" ? CEREMONY_MSG.cancelledCreate : CEREMONY_MSG.cancelledUse;
  if (name === "InvalidStateError" && ceremony === "create") return CEREMONY_MSG.alreadyOnDevice;
  if (name === "NotSupportedError" || name === "SecurityError") return CEREMONY_MSG.unsupported;
  return CEREMONY_MSG.failed;
}
