import { randomBytes } from "node:crypto";
import { TEST_PIN } from "../test/fixtures";
import { atLevel } from "../levels/level-test-kit";
import { customer } from "../purchases/test-helpers";
import type { TestApp } from "../test/test-app";

/** Shared steps of the partner API tests (not a test file itself). */

/** The environment of a test API whose test mode keeps its database in memory. */
export const PARTNER_ENV = { TEST_MODE_PGLITE_DIR: "memory://", VTPASS_TIMEOUT_MS: "2000" };

export type Partner = Awaited<ReturnType<typeof partner>>;

/**
 * A funded customer who can create keys and call /v1 with them: an API partner (the admin's grant;
 * keys are for resellers and above). `level: "customer"` leaves them at the Customer level.
 */
export async function partner(
  t: TestApp,
  kobo = 1_000_000,
  level: "api_partner" | "reseller" | "customer" = "api_partner",
) {
  const c = await customer(t, kobo);
  if (level !== "customer") await atLevel(t.app.ctx.db, c.userId, level);
  const createKey = async (body: Record<string, unknown> = {}) => {
    const res = await c.post("/api/api-keys", { name: "Shop", mode: "live", pin: TEST_PIN, ...body });
    if (res.status !== 200) throw new Error(`key not created: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.key as string;
  };
  return { ...c, createKey };
}

/** One /v1 call with a key (from `ip` when given). */
export async function v1(
  t: TestApp,
  key: string | null,
  method: "GET" | "POST",
  url: string,
  payload?: Record<string, unknown>,
  ip?: string,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: key ? { authorization: `Bearer ${key}` } : {},
    payload,
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export const partnerRid = () => `P_${Date.now()}_${randomBytes(4).toString("hex")}`;
