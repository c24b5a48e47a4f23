const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

interface RequestLike {
  method: string;
  headers: { get(name: string): string | null };
  url: string;
}

/**
 * CSRF guard for the BFF: a state-changing request must come from this origin. Sec-Fetch-Site
 * (sent by all current browsers) decides when present; otherwise the Origin header must match the
 * scheme and host the request was sent to (as a TLS-ending proxy states them in X-Forwarded-Proto
 * and X-Forwarded-Host). A write with neither header is refused too.
 */
export function isAllowedOrigin(req: RequestLike): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return true;
  const site = req.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return false;
  const origin = req.headers.get("origin");
  if (!origin) return site === "same-origin";
  if (origin === "null") return false;
  const sent = new URL(req.url);
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? sent.host;
  const scheme = forwardedProto(req.headers.get("x-forwarded-proto")) ?? sent.protocol;
  try {
    const from = new URL(origin);
    return from.host === host && from.protocol === scheme;
  } catch {
    return false;
  }
}

/** The first proxy's scheme ("https" of "https,http") as a URL protocol ("https:"). */
function forwardedProto(header: string | null): string | undefined {
  const first = header?.split(",")[0]?.trim().toLowerCase();
  return first ? `${first}:` : undefined;
}
