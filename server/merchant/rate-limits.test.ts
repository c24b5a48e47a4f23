import { eq } from "drizzle-orm";
import { invoices, kycSubmissions, mailOutbox } from "../db/schema";
import { bearer, createUser } from "../test/fixtures";
import { monnifyTransport, setMonnifyTransport } from "../providers/monnify/monnify-runtime";
import { createTestApp, type TestApp } from "../test/test-app";
import { tooManyAttemptsFor } from "../../lib/contracts/messages";
import { goodKycPage, invoiceBody, REFUSED_BVN, verifiedMerchant } from "./merchant-test-kit";
import { MERCHANT_LIMITS } from "./rate-limits";

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(token), payload: payload ?? {} });

function expectLimited(res: Awaited<ReturnType<typeof post>>, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: tooManyAttemptsFor(Number(res.headers["retry-after"])) });
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(windowSeconds);
}

test("KYC: past the limit a submission is refused before anything is stored or asked of Monnify", async () => {
  const { limit, windowSeconds } = MERCHANT_LIMITS.kycSubmit;
  const c = await createUser(t);
  const refused = { ...goodKycPage(), bvnNin: REFUSED_BVN };
  for (let i = 0; i < limit; i++) expect((await post(c.token, "/api/kyc/submit", refused)).statusCode).toBe(400);
  const realFetch = monnifyTransport(t.app.ctx).fetch;
  const asked: string[] = [];
  setMonnifyTransport(t.app.ctx, { fetch: (url, init) => (asked.push(url), realFetch(url, init)) });
  try {
    expectLimited(await post(c.token, "/api/kyc/submit", goodKycPage()), windowSeconds);
  } finally {
    setMonnifyTransport(t.app.ctx, { fetch: realFetch });
  }
  expect(asked).toEqual([]);
  expect(await t.app.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, c.userId))).toHaveLength(
    limit,
  );
  // A form error is not an attempt: it is answered as before.
  expect((await post(c.token, "/api/kyc/submit", { ...goodKycPage(), bvnNin: "1" })).statusCode).toBe(422);
  // Another customer is not affected.
  expect((await post((await createUser(t)).token, "/api/kyc/submit", goodKycPage())).json()).toMatchObject({
    success: true,
  });
});

test("invoices: creating past the limit is refused and creates nothing", async () => {
  const { limit, windowSeconds } = MERCHANT_LIMITS.invoiceCreate;
  const m = await verifiedMerchant(t);
  for (let i = 0; i < limit; i++) expect((await post(m.token, "/api/invoices", invoiceBody(t))).statusCode).toBe(201);
  expectLimited(await post(m.token, "/api/invoices", invoiceBody(t)), windowSeconds);
  expect(await t.app.ctx.db.select().from(invoices).where(eq(invoices.userId, m.userId))).toHaveLength(limit);
});

test("invoices: sending past the limit is refused and mails nothing", async () => {
  const { limit, windowSeconds } = MERCHANT_LIMITS.invoiceSend;
  const m = await verifiedMerchant(t);
  const to = `limit-${Date.now()}@example.com`;
  const created = await post(m.token, "/api/invoices", invoiceBody(t, { customer_email: to }));
  const id = created.json().data.id as string;
  for (let i = 0; i < limit; i++) expect((await post(m.token, `/api/invoices/${id}/send`)).statusCode).toBe(200);
  expectLimited(await post(m.token, `/api/invoices/${id}/send`), windowSeconds);
  expect(await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toHaveLength(limit);
});
