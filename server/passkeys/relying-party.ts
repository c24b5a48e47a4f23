import type { Config } from "../config";

/**
 * Who the passkeys belong to (the WebAuthn relying party): the web's public address. The browser
 * talks WebAuthn with the web's pages, so the RP ID is WEB_PUBLIC_URL's host name and the only
 * accepted origin is WEB_PUBLIC_URL's origin (scheme, host and port). A passkey made for one host
 * name does not work on another: moving the web to a new domain means customers add new passkeys.
 */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingParty(config: Config): RelyingParty {
  const url = new URL(config.WEB_PUBLIC_URL);
  return { id: url.hostname, name: "Naira Wallet", origin: url.origin };
}
