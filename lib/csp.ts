/**
 * The Content-Security-Policy of every page, set per request by proxy.ts with a fresh nonce
 * (Next's documented nonce support: Next reads the nonce from the request's policy and puts it on
 * its own scripts, the inline flight data included). Scripts run only with that nonce, or when a
 * script that had it loads them ('strict-dynamic': Next's runtime loading its chunks); no inline
 * script without it, no eval (development only, for React's debugging). Styles keep
 * 'unsafe-inline': React style attributes cannot carry a nonce, and a style cannot run code.
 * Everything else stays on this origin: no plugins, no <base> rewriting, no foreign form targets,
 * no framing. Pure, so the policy can be tested without a server.
 */

export interface CspOptions {
  nonce: string;
  /** `next dev`: React's debugging needs eval, and hot reload a websocket. */
  dev?: boolean;
  /** APP_ENV=production: browsers upgrade any http:// subresource to https://. */
  production?: boolean;
}

export function pageCsp({ nonce, dev = false, production = false }: CspOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    // The service worker (public/sw.js) and the manifest, both from this origin. Named, not left to
    // the script-src fallback: with 'strict-dynamic', 'self' there no longer counts.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The policy of the BFF's answers (JSON, PDFs, images under /api): nothing in them may run or
 * load anything, and nobody may frame them.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** 128 random bits, base64: a nonce nobody can guess, new for every page request. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
