/**
 * Session settings that need no server-only import, so proxy.ts, instrumentation.ts and tests
 * can read them. The encrypted session itself lives in session.ts.
 */
export const CUSTOMER_COOKIE = "nw_session";
export const ADMIN_COOKIE = "nw_admin";

/** Only for sandbox runs; production refuses to start without its own SESSION_PASSWORD. */
const SANDBOX_SESSION_PASSWORD = "sandbox-session-password-not-for-production-use-000";
export const SESSION_PASSWORD_MIN = 32;

export class SessionConfigError extends Error {}

type Env = Record<string, string | undefined>;

export function isProduction(env: Env = process.env): boolean {
  return env.APP_ENV === "production";
}

/** The cookie password. Read at call time so `next build` needs none. */
export function resolveSessionPassword(env: Env = process.env): string {
  const password = env.SESSION_PASSWORD;
  if (isProduction(env)) {
    if (!password || password.length < SESSION_PASSWORD_MIN) {
      throw new SessionConfigError(
        `SESSION_PASSWORD must be set to a random secret of at least ${SESSION_PASSWORD_MIN} characters when APP_ENV=production ` +
          `(for example: openssl rand -base64 48).`,
      );
    }
    return password;
  }
  return password && password.length >= SESSION_PASSWORD_MIN ? password : SANDBOX_SESSION_PASSWORD;
}

/** Secure cookies unless COOKIE_SECURE=false (Chromium accepts Secure cookies on http://localhost). */
export function cookieSecure(env: Env = process.env): boolean {
  return env.COOKIE_SECURE !== "false";
}
