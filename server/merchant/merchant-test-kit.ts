import { expect } from "@jest/globals";
import type { TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { reserveVirtualAccount } from "../wallet/virtual-accounts";

/** Shared steps of the merchant tests (not a test file). */

export const GOOD_KYC_PAGE = {
  fullName: "Adaeze Okafor",
  bvnNin: "22123456789",
  dateOfBirth: "15-04-1990",
  mobileNo: "08031234567",
  referralSource: "Social Media",
};
export const GOOD_KYC_MODAL = {
  full_name: "Adaeze Okafor",
  bvn_nin: "12345678901",
  date_of_birth: "1990-04-15",
  mobile_no: "09012345678",
  referral_source: "Friend",
};
export const REFUSED_BVN = "22222222222";

/** A customer whose reserved account is active (ready for KYC linking). */
export async function customerWithAccount(t: TestApp) {
  const u = await createUser(t);
  const account = await reserveVirtualAccount(t.app.ctx, u.userId);
  expect(account.status).toBe("active");
  return { ...u, account };
}

/** A customer with verified KYC (can issue invoices). */
export async function verifiedMerchant(t: TestApp) {
  const c = await customerWithAccount(t);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/kyc/submit",
    headers: bearer(c.token),
    payload: GOOD_KYC_PAGE,
  });
  expect(res.json()).toMatchObject({ success: true, kyc_status: "verified" });
  return c;
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
