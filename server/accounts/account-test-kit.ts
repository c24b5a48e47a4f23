import type { LightMyRequestResponse } from "fastify";
import type { OutboxMessage } from "../../lib/contracts/sandbox";
import type { TestApp } from "../test/test-app";

/** Shared steps of the account tests (not a test file itself). */
export const PASSWORD = "correct-horse-9";

let seq = 0;
export function uniqueEmail(prefix = "user"): string {
  seq += 1;
  return `${prefix}${seq}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: "Ada Obi",
    email: uniqueEmail(),
    phone: "08031234567",
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...overrides,
  };
}

/** A fresh client address, so tests only share an address bucket when they mean to. */
export function randomIp(): string {
  const b = () => Math.floor(Math.random() * 254) + 1;
  return `10.${b()}.${b()}.${b()}`;
}

export async function post(
  t: TestApp,
  url: string,
  payload: unknown,
  opts: { token?: string; ip?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    remoteAddress: opts.ip ?? randomIp(),
  });
}

export async function outbox(t: TestApp, email: string): Promise<OutboxMessage[]> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/sandbox/outbox?email=${encodeURIComponent(email)}&limit=50`,
  });
  if (res.statusCode !== 200) throw new Error(`outbox answered ${res.statusCode}`);
  return res.json().messages;
}

export function codeIn(text: string): string {
  const m = /\b(\d{6})\b/.exec(text);
  if (!m) throw new Error(`no code in mail: ${text}`);
  return m[1];
}

/** The code in the newest mail to `email`; polls briefly for mail sent off the request path. */
export async function latestCode(t: TestApp, email: string, opts: { after?: number } = {}): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = await outbox(t, email);
    if (mails.length > (opts.after ?? 0)) return codeIn(mails[0].text);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail for ${email}`);
}

export async function registerUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const res = await post(t, "/api/register", body);
  if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
  return { ...body, id: res.json().user.id as string };
}

export async function verifiedUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const user = await registerUser(t, overrides);
  const code = await latestCode(t, user.email);
  const res = await post(t, "/api/verify-otp", { email: user.email, otp: code });
  if (res.statusCode !== 200) throw new Error(`verify answered ${res.statusCode}: ${res.body}`);
  return user;
}

export async function loggedInUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const user = await verifiedUser(t, overrides);
  const res = await post(t, "/api/login", { email: user.email, password: user.password });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return { ...user, token: res.json().token as string };
}
