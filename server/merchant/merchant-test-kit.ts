import { expect } from "@jest/globals";
import type { TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { reserveTestAccount, testIdNumber } from "../test/identity";

/** Shared steps of the merchant tests (not a test file). */

/** A page body with a fresh BVN (each BVN or NIN holds one account). */
export const goodKycPage = () => ({
  fullName: "Adaeze Okafor",
  idType: "bvn",
  bvnNin: testIdNumber(),
  dateOfBirth: "15-04-1990",
  mobileNo: "08031234567",
  referralSource: "Social Media",
});
/** A modal body with a fresh NIN. */
export const goodKycModal = () => ({
  full_name: "Adaeze Okafor",
  id_type: "nin",
  bvn_nin: testIdNumber(),
  date_of_birth: "1990-04-15",
  mobile_no: "09012345678",
  referral_source: "Friend",
});
export const REFUSED_BVN = "22222222222";

/** A customer with verified KYC: the account reserved with a BVN through POST /api/kyc/submit (can issue invoices). */
export async function verifiedMerchant(t: TestApp) {
  const u = await createUser(t);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/kyc/submit",
    headers: bearer(u.token),
    payload: goodKycPage(),
  });
  expect(res.json()).toMatchObject({
    success: true,
    kyc_status: "verified",
    account: { virtual_account_status: "active" },
  });
  return u;
}

/** A customer whose account was reserved with a BVN (KYC verified), straight through the service. */
export async function customerWithAccount(t: TestApp) {
  const u = await createUser(t);
  const account = await reserveTestAccount(t.app.ctx, u.userId);
  expect(account.status).toBe("active");
  return { ...u, account };
}

/** "YYYY-MM-DDTHH:mm:00.000Z" this many minutes after the app's clock. */
export function inMinutes(t: TestApp, minutes: number): string {
  const d = new Date(t.app.ctx.now().getTime() + minutes * 60_000);
  return new Date(Math.floor(d.getTime() / 60_000) * 60_000).toISOString();
}

export function invoiceBody(t: TestApp, over: Record<string, unknown> = {}) {
  return {
    amount: 2500,
    description: "Website design, phase 1",
    customer_email: "buyer@example.com",
    customer_name: "Bola Ade",
    expiry_date: inMinutes(t, 3 * 24 * 60),
    ...over,
  };
}

/** The sandbox checkout's own path of an invoice's checkout_url (the app is injected, not served). */
export const checkoutPath = (checkoutUrl: string) => new URL(checkoutUrl).pathname;

/** Pays in the sandbox checkout: the amount due, or `amount` naira (more: OVERPAID, less: PARTIALLY_PAID). */
export const payInCheckout = (t: TestApp, checkoutUrl: string, amount?: string) =>
  t.app.inject({
    method: "POST",
    url: `${checkoutPath(checkoutUrl)}/pay`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: amount === undefined ? "" : new URLSearchParams({ amount }).toString(),
  });
