import { eq } from "drizzle-orm";
import { customerCases, webhookEvents } from "../db/schema";
import type { TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { reserveTestAccount } from "../test/identity";
import { walletBalanceKobo } from "../wallet/ledger";
import { lagosDayWindow } from "../wallet/lagos-day";

/** Helpers of the claims tests: customers with accounts, held-back transfers, claims. */

export async function customerWithAccount(t: TestApp) {
  const u = await createUser(t);
  const account = await reserveTestAccount(t.app.ctx, u.userId);
  if (account.status !== "active") throw new Error("the test account was not reserved");
  return { ...u, account };
}

const basic = (t: TestApp) =>
  `Basic ${Buffer.from(`${t.config.MONNIFY_API_KEY}:${t.config.MONNIFY_SECRET_KEY}`).toString("base64")}`;

/** A transfer the simulated bank made, its webhook held back ("Bank delays the notification"). */
export async function heldTransfer(t: TestApp, accountReference: string, amount: string, paymentStatus = "PAID") {
  const res = await t.app.inject({
    method: "POST",
    url: "/sandbox/monnify/simulate/transfer",
    headers: { authorization: basic(t) },
    payload: { accountReference, amount, paymentStatus, deliverWebhook: false },
  });
  if (res.statusCode !== 200) throw new Error(`simulate/transfer answered ${res.statusCode}: ${res.body}`);
  const body = res.json().responseBody as { transactionReference: string; paymentReference: string };
  return { transactionReference: body.transactionReference, paymentReference: body.paymentReference };
}

/** The simulator sends the held-back webhook now; answers the API's status for it. */
export async function releaseWebhook(t: TestApp, transactionReference: string): Promise<number | null> {
  const res = await t.app.inject({
    method: "POST",
    url: `/sandbox/monnify/simulate/transactions/${encodeURIComponent(transactionReference)}/redeliver`,
    headers: { authorization: basic(t) },
    payload: {},
  });
  return res.json().responseBody.webhook.status;
}

export const today = (t: TestApp) => lagosDayWindow(t.app.ctx.now()).day;

export function claim(t: TestApp, token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/claims", headers: bearer(token), payload });
}

export const balance = (t: TestApp, userId: string) => walletBalanceKobo(t.app.ctx.db, userId);

export const casesOf = (t: TestApp, userId: string) =>
  t.app.ctx.db.select().from(customerCases).where(eq(customerCases.userId, userId));

export const eventsFor = (t: TestApp, transactionReference: string) =>
  t.app.ctx.db.select().from(webhookEvents).where(eq(webhookEvents.transactionReference, transactionReference));
