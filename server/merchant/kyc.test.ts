import { eq } from "drizzle-orm";
import { kycSubmissions, monnifySandboxAccounts, users, virtualAccounts } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { testIdNumber } from "../test/identity";
import { setMonnifyTransport, monnifyTransport } from "../providers/monnify/monnify-runtime";
import type { FetchLike } from "../providers/in-process-fetch";
import { KYC_MSG } from "../../lib/contracts/kyc";
import { retryDueReservations, retryDelayMs } from "../wallet/virtual-accounts";
import { retryDueKycLinks } from "./kyc-service";
import { customerWithAccount, goodKycModal, goodKycPage, REFUSED_BVN } from "./merchant-test-kit";

let t: TestApp;
let realFetch: FetchLike;
const asked: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  realFetch = monnifyTransport(t.app.ctx).fetch;
});
afterAll(() => t.close());
beforeEach(() => {
  asked.length = 0;
  setMonnifyTransport(t.app.ctx, {
    fetch: (url, init) => (asked.push(`${init?.method} ${url}`), realFetch(url, init)),
  });
});

const submit = (token: string, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/kyc/submit", headers: bearer(token), payload: payload as object });
const kycStatus = async (userId: string) =>
  (await t.app.ctx.db.select({ s: users.kycStatus }).from(users).where(eq(users.id, userId)))[0].s;
const simAccount = async (userId: string) => {
  const [va] = await t.app.ctx.db.select().from(virtualAccounts).where(eq(virtualAccounts.userId, userId));
  const [sim] = await t.app.ctx.db
    .select()
    .from(monnifySandboxAccounts)
    .where(eq(monnifySandboxAccounts.accountReference, va.accountReference));
  return sim;
};
const user = async (token: string) =>
  (await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(token) })).json().data;
const creates = () => asked.filter((a) => a.startsWith("POST") && a.endsWith("/reserved-accounts")).length;

describe("validation (one schema, both shapes, spec 5 messages word for word)", () => {
  let token: string;
  beforeAll(async () => {
    token = (await createUser(t)).token;
  });

  test.each([
    [{ fullName: "" }, "fullName", KYC_MSG.fullNameRequired],
    [{ fullName: "Al" }, "fullName", KYC_MSG.fullNameTooShort],
    [{ fullName: "Ada\nObi" }, "fullName", KYC_MSG.fullNameNotPrintable],
    [{ idType: undefined }, "idType", KYC_MSG.idTypeRequired],
    [{ idType: "passport" }, "idType", KYC_MSG.idTypeRequired],
    [{ bvnNin: "" }, "bvnNin", KYC_MSG.bvnNinRequired],
    [{ bvnNin: "2212345678" }, "bvnNin", KYC_MSG.bvnNin11],
    [{ bvnNin: "2212345678a" }, "bvnNin", KYC_MSG.bvnNin11],
    [{ dateOfBirth: "" }, "dateOfBirth", KYC_MSG.dobRequired],
    [{ dateOfBirth: "1990-04-15" }, "dateOfBirth", KYC_MSG.dobFormat],
    [{ dateOfBirth: "31-02-1990" }, "dateOfBirth", KYC_MSG.dobFormat],
    [{ dateOfBirth: `01-01-${new Date().getFullYear() - 17}` }, "dateOfBirth", KYC_MSG.dobAge],
    [{ mobileNo: "" }, "mobileNo", KYC_MSG.mobileRequired],
    [{ mobileNo: "0803123456" }, "mobileNo", KYC_MSG.mobile11],
    [{ mobileNo: "06031234567" }, "mobileNo", KYC_MSG.mobilePattern],
    [{ referralSource: "" }, "referralSource", KYC_MSG.referralRequired],
    [{ referralSource: "Billboard" }, "referralSource", KYC_MSG.referralRequired],
  ])("page %j -> 422 on %s", async (over, field, message) => {
    const res = await submit(token, { ...goodKycPage(), ...over });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  test.each([
    [{ full_name: "Al" }, "full_name", KYC_MSG.fullNameTooShort],
    [{ full_name: "Ada\tObi" }, "full_name", KYC_MSG.fullNameNotPrintable],
    [{ id_type: "" }, "id_type", KYC_MSG.idTypeRequired],
    [{ bvn_nin: "123" }, "bvn_nin", KYC_MSG.bvnNin11],
    [{ date_of_birth: "" }, "date_of_birth", KYC_MSG.dobRequired],
    [{ date_of_birth: `${new Date().getFullYear() - 10}-06-01` }, "date_of_birth", KYC_MSG.dobAge],
    [{ mobile_no: "0901234567" }, "mobile_no", KYC_MSG.mobile11],
    [{ referral_source: undefined }, "referral_source", KYC_MSG.referralRequired],
  ])("modal %j -> 422 on %s (the modal's own names)", async (over, field, message) => {
    const res = await submit(token, { ...goodKycModal(), ...over });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(Object.keys(res.json().errors).every((k) => k.includes("_"))).toBe(true);
  });

  test("a form error asks nothing of Monnify and stores nothing", async () => {
    const c = await createUser(t);
    expect((await submit(c.token, { ...goodKycPage(), idType: undefined })).statusCode).toBe(422);
    expect(asked).toEqual([]);
    expect(await t.app.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, c.userId))).toEqual([]);
  });

  test("age is compared by year difference only", async () => {
    const year = t.app.ctx.now().getUTCFullYear();
    // Born on 31 December 18 years before this year: 18 by year difference even if the birthday is to come.
    const res = await submit(token, { ...goodKycPage(), dateOfBirth: `31-12-${year - 18}`, bvnNin: REFUSED_BVN });
    expect(res.statusCode).not.toBe(422);
  });

  test("no token: 401", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/kyc/submit", payload: goodKycPage() });
    expect(res.statusCode).toBe(401);
  });
});

describe("the BVN/NIN reserves the account number", () => {
  test("page shape: the account is reserved with the BVN, stored encrypted, shown masked, KYC verified", async () => {
    const c = await createUser(t);
    expect((await user(c.token)).virtual_account_status).toBe("none");
    const body = goodKycPage();
    const res = await submit(c.token, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: KYC_MSG.submitted,
      kyc_status: "verified",
      data: {
        full_name: "Adaeze Okafor",
        id_type: "bvn",
        bvn_nin_masked: `*******${body.bvnNin.slice(-4)}`,
        date_of_birth: "15-04-1990",
        mobile_no: "08031234567",
        referral_source: "Social Media",
        status: "verified",
      },
      account: { virtual_account_status: "active", bank_name: "Moniepoint Microfinance Bank" },
    });
    expect(res.json().account.account_number).toMatch(/^\d{10}$/);
    expect(res.body).not.toContain(body.bvnNin);
    expect(await kycStatus(c.userId)).toBe("verified");
    const [row] = await t.app.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, c.userId));
    expect(row.idNumberEncrypted).not.toContain(body.bvnNin);
    expect(row.idNumberEncrypted).toMatch(/^v1:/);
    expect(row).toMatchObject({ idType: "bvn", purpose: "reserve", dateOfBirth: "1990-04-15" });
    // Monnify received the number as a BVN, with the name it belongs to, on this customer's account.
    expect(await simAccount(c.userId)).toMatchObject({ bvn: body.bvnNin, nin: null, customerName: "Adaeze Okafor" });
    expect(creates()).toBe(1);

    const me = await user(c.token);
    expect(me).toMatchObject({ virtual_account_status: "active", account_number: res.json().account.account_number });
    const got = await t.app.inject({ method: "GET", url: "/api/kyc", headers: bearer(c.token) });
    expect(got.json()).toMatchObject({
      kyc_status: "verified",
      data: { bvn_nin_masked: `*******${body.bvnNin.slice(-4)}` },
      identifiers: { bvn: `*******${body.bvnNin.slice(-4)}`, nin: null },
    });
    expect(got.body).not.toContain(body.bvnNin);

    const again = await submit(c.token, goodKycPage());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(KYC_MSG.bvnLinked);
  });

  test("the type is the customer's choice: a NIN starting with 22 goes to Monnify as a NIN (modal shape)", async () => {
    const c = await createUser(t);
    const nin = `22${testIdNumber().slice(2)}`;
    const res = await submit(c.token, { ...goodKycModal(), bvn_nin: nin, accept_terms: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kyc_status: "verified",
      data: { id_type: "nin", date_of_birth: "15-04-1990", referral_source: "Friend" },
    });
    expect(await simAccount(c.userId)).toMatchObject({ nin, bvn: null });
    const [row] = await t.app.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, c.userId));
    expect(row.idType).toBe("nin");
  });

  test("the second identifier is added later through kyc-info; then both are linked", async () => {
    const c = await customerWithAccount(t); // reserved with a BVN
    asked.length = 0;
    const nin = testIdNumber();
    const res = await submit(c.token, { ...goodKycPage(), idType: "nin", bvnNin: nin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kyc_status: "verified", data: { id_type: "nin", status: "verified" } });
    expect(asked.some((a) => a.startsWith("PUT") && a.endsWith("/kyc-info"))).toBe(true);
    expect(creates()).toBe(0);
    expect(await simAccount(c.userId)).toMatchObject({ nin });
    const [link] = await t.app.ctx.db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, c.userId))
      .orderBy(kycSubmissions.createdAt);
    expect(link.purpose).toBe("reserve");
    const got = (await t.app.inject({ method: "GET", url: "/api/kyc", headers: bearer(c.token) })).json();
    expect(got.identifiers).toEqual({ bvn: expect.stringMatching(/^\*{7}\d{4}$/), nin: `*******${nin.slice(-4)}` });
    const third = await submit(c.token, goodKycPage());
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(KYC_MSG.alreadyVerified);
  });

  test("a mobile number pasted as +234 803 123 4567 is accepted and stored as 08031234567 (issue 16)", async () => {
    const c = await createUser(t);
    const res = await submit(c.token, { ...goodKycModal(), mobile_no: "+234 803 123 4567" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mobile_no).toBe("08031234567");
  });

  test("a BVN Monnify refuses is a failure the customer corrects: the reason, asked again, then reserved", async () => {
    const c = await createUser(t);
    const res = await submit(c.token, { ...goodKycPage(), bvnNin: REFUSED_BVN });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: KYC_MSG.linkFailed,
      kyc_status: "failed",
      reason: "The BVN provided could not be verified.",
      account: {
        virtual_account_status: "failed",
        virtual_account_failure: "refused",
        virtual_account_reason: "The BVN provided could not be verified.",
        account_number: null,
      },
    });
    expect(await kycStatus(c.userId)).toBe("failed");
    expect(await user(c.token)).toMatchObject({ virtual_account_status: "failed", virtual_account_failure: "refused" });
    // The refresh does not send a refused BVN again (each match is paid for).
    asked.length = 0;
    t.advance(60_000);
    const refreshed = await t.app.inject({ method: "POST", url: "/api/account/refresh", headers: bearer(c.token) });
    expect(refreshed.json()).toMatchObject({ virtual_account_status: "failed", virtual_account_failure: "refused" });
    expect(asked).toEqual([]);
    expect(await retryDueReservations(t.app.ctx)).toBe(0);

    const retry = await submit(c.token, goodKycPage());
    expect(retry.json()).toMatchObject({ kyc_status: "verified", account: { virtual_account_status: "active" } });
    expect(await kycStatus(c.userId)).toBe("verified");
  });

  test("a provider message naming the number is masked before it is stored or answered", async () => {
    const c = await createUser(t);
    const body = goodKycPage();
    setMonnifyTransport(t.app.ctx, {
      fetch: async (url, init) =>
        init?.method === "POST" && url.endsWith("/reserved-accounts")
          ? new Response(
              JSON.stringify({
                requestSuccessful: false,
                responseMessage: `BVN ${body.bvnNin} does not match the customer name`,
                responseCode: "99",
              }),
              { status: 400 },
            )
          : realFetch(url, init),
    });
    const res = await submit(c.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe(`BVN *******${body.bvnNin.slice(-4)} does not match the customer name`);
    expect(res.body).not.toContain(body.bvnNin);
    const [va] = await t.app.ctx.db.select().from(virtualAccounts).where(eq(virtualAccounts.userId, c.userId));
    const [sub] = await t.app.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, c.userId));
    expect(`${va.lastError} ${sub.failureReason}`).not.toContain(body.bvnNin);
  });

  test("Monnify down: submitted, the account being set up; no second BVN meanwhile; the job reserves it", async () => {
    const c = await createUser(t, { email: `ada+monnify503.${Date.now()}@example.com` });
    const res = await submit(c.token, goodKycPage());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      kyc_status: "submitted",
      message: KYC_MSG.pendingAccount,
      account: { virtual_account_status: "pending", account_number: null },
    });
    const retryAt = Date.parse(res.json().account.virtual_account_retry_at);
    expect(retryAt - t.app.ctx.now().getTime()).toBeGreaterThan(retryDelayMs(1) - 5_000);

    const second = await submit(c.token, goodKycPage());
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(KYC_MSG.reserving);
    expect(await t.app.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, c.userId))).toHaveLength(1);

    expect(await retryDueReservations(t.app.ctx)).toBe(0); // not due yet
    t.advance(retryDelayMs(1));
    expect(await retryDueReservations(t.app.ctx)).toBe(1);
    expect(await kycStatus(c.userId)).toBe("verified");
    expect(await user(c.token)).toMatchObject({ virtual_account_status: "active", kyc_status: "verified" });
    const [sub] = await t.app.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, c.userId));
    expect(sub.status).toBe("verified");
  });

  test("kyc-info down while adding the second identifier: stays submitted, the link job adds it later", async () => {
    const c = await customerWithAccount(t);
    setMonnifyTransport(t.app.ctx, {
      fetch: async (url, init) =>
        url.includes("kyc-info")
          ? new Response(JSON.stringify({ requestSuccessful: false, responseMessage: "down" }), { status: 503 })
          : realFetch(url, init),
    });
    const res = await submit(c.token, { ...goodKycPage(), idType: "nin" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, kyc_status: "verified", message: KYC_MSG.pendingLink });
    expect(res.json().data.status).toBe("submitted");

    expect(await retryDueKycLinks(t.app.ctx)).toBe(0); // not due yet
    setMonnifyTransport(t.app.ctx, { fetch: realFetch });
    t.advance(61_000);
    expect(await retryDueKycLinks(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const got = (await t.app.inject({ method: "GET", url: "/api/kyc", headers: bearer(c.token) })).json();
    expect(got.identifiers.nin).toMatch(/^\*{7}\d{4}$/);
  });
});
