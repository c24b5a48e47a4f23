import { codeLinkPath, type CodeLink, type CodeLinkPurpose } from "../../lib/auth/code-link";
import type { Config } from "../config";

/**
 * Every link the product puts in an email or a document, on its public web address
 * (WEB_PUBLIC_URL), in one place. A new email that points at a screen (a purchase alert at the
 * transaction page, a reminder at the notifications page) adds its builder here on top of webUrl,
 * so every link follows the same address and rules. Never put a secret in a path or query string:
 * a code travels in the fragment (see lib/auth/code-link.ts), which no server or Referer sees.
 */
export type WebAddress = Pick<Config, "WEB_PUBLIC_URL">;

/** The public address of a page of the web: `path` starts with "/" and may end in a fragment. */
export function webUrl(config: WebAddress, path: string): string {
  if (!path.startsWith("/")) throw new Error(`web path must start with "/": ${path}`);
  return `${config.WEB_PUBLIC_URL.replace(/\/+$/, "")}${path}`;
}

/** The screen that takes an emailed code, with the email and the code filled in (in the fragment). */
export function codeLinkUrl(config: WebAddress, purpose: CodeLinkPurpose, link: CodeLink): string {
  return webUrl(config, codeLinkPath(purpose, link));
}

/** The login-free invoice page a business's customer views and pays. */
export function invoicePageUrl(config: WebAddress, reference: string): string {
  return webUrl(config, `/invoice/${encodeURIComponent(reference)}`);
}

/** The invoice's PDF, beside its page. */
export function invoicePdfPageUrl(config: WebAddress, reference: string): string {
  return `${invoicePageUrl(config, reference)}/pdf`;
}

/** The customer login page. */
export function loginUrl(config: WebAddress): string {
  return webUrl(config, "/login");
}

/** Where a customer changes a password they fear is known (the reset flow, which signs out every device). */
export function forgotPasswordPageUrl(config: WebAddress): string {
  return webUrl(config, "/forgot-password");
}

/** The profile, with the list of signed-in devices. */
export function profilePageUrl(config: WebAddress): string {
  return webUrl(config, "/profile");
}

/**
 * The public invoice's Pay link: a page of the web that sends the payer on to the provider's
 * checkout of the invoice's current version (app/invoice/[reference]/pay), so the link a payer is
 * given is always on the product's public address and never goes stale after an edit.
 */
export function invoicePayUrl(config: WebAddress, reference: string): string {
  return `${invoicePageUrl(config, reference)}/pay`;
}

/**
 * The sandbox Monnify checkout as payers reach it: through the web, which forwards it to the
 * simulator on the API (app/sandbox/monnify/checkout), never at the API's own, internal address.
 */
export function sandboxCheckoutUrl(config: WebAddress, providerReference: string): string {
  return webUrl(config, `/sandbox/monnify/checkout/${encodeURIComponent(providerReference)}`);
}

/** A transaction's page in the customer's history (signed in). */
export function transactionPageUrl(config: WebAddress, transactionId: string): string {
  return webUrl(config, `/transactions/${encodeURIComponent(transactionId)}`);
}

/** A customer's claim or dispute (the admin's reply links here). */
export function claimPageUrl(config: WebAddress, id: string): string {
  return webUrl(config, `/claims/${encodeURIComponent(id)}`);
}
