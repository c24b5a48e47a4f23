import { tooManyAttemptsFor } from "../../lib/contracts/messages";
import { invoiceBody, verifiedMerchant } from "../merchant/merchant-test-kit";
import { bearer, createUser } from "../test/fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { recordTransaction } from "../wallet/transactions-repo";
import { PDF_LIMITS } from "./download-limits";

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A stopped clock: every download falls in one window however slow the machine is.
  t.freezeClock(true);
});
afterAll(() => t.close());

async function customerWithReceipt() {
  const u = await createUser(t);
  const { id } = await recordTransaction(t.app.ctx.db, {
    userId: u.userId,
    type: "purchase",
    service: "airtime",
    amountKobo: 100_00,
    status: "delivered",
    reference: `REF-${u.userId}`,
  });
  return {
    ...u,
    receipt: () => t.app.inject({ method: "GET", url: `/api/transactions/${id}/receipt`, headers: bearer(u.token) }),
  };
}

test("receipts: past the limit a customer's download is a 429 with Retry-After; another customer is not affected", async () => {
  const { limit, windowSeconds } = PDF_LIMITS.receipt;
  const c = await customerWithReceipt();
  for (let i = 0; i < limit; i++) expect((await c.receipt()).headers["content-type"]).toBe("application/pdf");
  const refused = await c.receipt();
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message: tooManyAttemptsFor(windowSeconds) });
  expect(refused.headers["retry-after"]).toBe(String(windowSeconds));
  expect((await (await customerWithReceipt()).receipt()).statusCode).toBe(200);
  t.advance(windowSeconds * 1000);
  expect((await c.receipt()).statusCode).toBe(200);
});

test("the public invoice PDF: past the limit an address gets a 429; another address is not affected", async () => {
  const { limit } = PDF_LIMITS.publicInvoice;
  const m = await verifiedMerchant(t);
  const created = await t.app.inject({
    method: "POST",
    url: "/api/invoices",
    headers: bearer(m.token),
    payload: invoiceBody(t),
  });
  const url = `/api/public/invoices/${created.json().data.invoice_reference}/pdf`;
  const download = (remoteAddress: string) => t.app.inject({ method: "GET", url, remoteAddress });
  for (let i = 0; i < limit; i++) expect((await download("198.51.100.20")).statusCode).toBe(200);
  expect((await download("198.51.100.20")).statusCode).toBe(429);
  expect((await download("198.51.100.21")).statusCode).toBe(200);
});
