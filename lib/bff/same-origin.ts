const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

interface RequestLike {
  method: string;
  headers: { get(name: string): string | null };
  url: string;
}

/**
 * CSRF guard for the BFF: a state-changing request must come from this origin. Sec-Fetch-Site
 * (sent by all current browsers) decides when present; otherwise the Origin header must match the
 * host the request was sent to. A write with neither header is refused too.
 */
export function isAllowedOrigin(req: RequestLike): boolean {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return true;
  const site = req.headers.get("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return false;
  const origin = req.headers.get("origin");
  if (!origin) return site === "same-origin";
  if (origin === "null") return false;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host") ?? new URL(req.url).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
