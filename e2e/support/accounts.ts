import { expect, type APIRequestContext } from "@playwright/test";
import { resetTokenResponse } from "../../lib/contracts/account";
import { outboxResponse, type OutboxMessage } from "../../lib/contracts/sandbox";

/** The product API the Playwright config starts (see playwright.config.ts). */
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;
export const PASSWORD = "Sandbox-pass-123";

let counter = 0;
/** A fresh address per call, so tests never collide (also across runs on one database). */
export function uniqueEmail(tag = "user"): string {
  counter += 1;
  return `e2e-${tag}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** A random client address for direct API calls, so the per-address rate limits don't pile up across tests. */
export function randomIp(): string {
  return `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

export async function outbox(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const res = await request.get(`${API_URL}/api/sandbox/outbox?email=${encodeURIComponent(email)}`);
  expect(res.ok()).toBeTruthy();
  return outboxResponse.parse(await res.json()).messages;
}

/**
 * The 6-digit code of the newest mail to `email` that has one (optionally: newer than `afterId`, or whose
 * subject matches). Polls briefly because some mail leaves after the answer.
 */
export async function readCode(
  request: APIRequestContext,
  email: string,
  opts: { subject?: RegExp; notIds?: string[] } = {},
): Promise<{ code: string; id: string }> {
  let found: { code: string; id: string } | undefined;
  await expect
    .poll(
      async () => {
        const messages = await outbox(request, email);
        // The newest mail that carries a code: notification mails (a credit, a purchase) carry none.
        const m = messages.find(
          (x) =>
            (!opts.subject || opts.subject.test(x.subject)) && !opts.notIds?.includes(x.id) && /\b\d{6}\b/.test(x.text),
        );
        const code = m && /\b(\d{6})\b/.exec(m.text)?.[1];
        found = m && code ? { code, id: m.id } : undefined;
        return Boolean(found);
      },
      { timeout: 10_000, message: `no code mailed to ${email}` },
    )
    .toBe(true);
  return found!;
}

export async function mailIds(request: APIRequestContext, email: string): Promise<string[]> {
  return (await outbox(request, email)).map((m) => m.id);
}

/** Registers through the API directly (not the UI); returns the details. */
export async function registerByApi(
  request: APIRequestContext,
  opts: { name?: string; email?: string; password?: string } = {},
) {
  const customer = {
    name: opts.name ?? "Chinedu Okafor",
    email: opts.email ?? uniqueEmail("api"),
    password: opts.password ?? PASSWORD,
  };
  const res = await request.post(`${API_URL}/api/register`, {
    headers: { "X-Forwarded-For": randomIp() },
    data: {
      name: customer.name,
      email: customer.email,
      phone: "08031234567",
      password: customer.password,
      password_confirmation: customer.password,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return customer;
}

/** Registers and verifies through the API: a customer who can log in. */
export async function verifiedCustomer(request: APIRequestContext, opts: { name?: string; email?: string } = {}) {
  const customer = await registerByApi(request, opts);
  const { code } = await readCode(request, customer.email);
  const res = await request.post(`${API_URL}/api/verify-otp`, {
    headers: { "X-Forwarded-For": randomIp() },
    data: { email: customer.email, otp: code },
  });
  expect(res.status(), await res.text()).toBe(200);
  return customer;
}

/** Resets the password through the API (which signs out every session of the customer). */
export async function resetPasswordByApi(request: APIRequestContext, email: string, password: string) {
  const headers = { "X-Forwarded-For": randomIp() };
  const before = await mailIds(request, email);
  expect((await request.post(`${API_URL}/api/forgot-password`, { headers, data: { email } })).status()).toBe(200);
  const { code } = await readCode(request, email, { notIds: before });
  const verified = await request.post(`${API_URL}/api/verify-reset-otp`, { headers, data: { email, otp: code } });
  expect(verified.status()).toBe(200);
  const { reset_token } = resetTokenResponse.parse(await verified.json());
  const res = await request.post(`${API_URL}/api/reset-password`, {
    headers,
    data: { email, reset_token, password, password_confirmation: password },
  });
  expect(res.status(), await res.text()).toBe(200);
}
