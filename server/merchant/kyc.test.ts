import { eq } from "drizzle-orm";
import { kycSubmissions, users } from "../db/schema";
import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { setMonnifyTransport, monnifyTransport } from "../providers/monnify/monnify-runtime";
import type { FetchLike } from "../providers/in-process-fetch";
import { KYC_MSG } from "../../lib/contracts/kyc";
import { retryDueKycLinks } from "./kyc-service";
import { customerWithAccount, GOOD_KYC_MODAL, GOOD_KYC_PAGE, REFUSED_BVN } from "./merchant-test-kit";

let t: TestApp;
let realFetch: FetchLike;
beforeAll(async () => {
  t = await createTestApp();
  realFetch = monnifyTransport(t.app.ctx).fetch;
});
afterAll(() => t.close());
afterEach(() => setMonnifyTransport(t.app.ctx, { fetch: realFetch }));

const submit = (token: string, payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/kyc/submit", headers: bearer(token), payload: payload as object });
const kycStatus = async (userId: string) =>
  (await t.app.ctx.db.select({ s: users.kycStatus }).from(users).where(eq(users.id, userId)))[0].s;

describe("validation (one schema, both shapes, spec 5 messages word for word)", () => {
  let token: string;
  beforeAll(async () => {
    token = (await createUser(t)).token;
  });

  test.each([
    [{ fullName: "" }, "fullName", KYC_MSG.fullNameRequired],
    [{ fullName: "Al" }, "fullName", KYC_MSG.fullNameTooShort],
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
    const res = await submit(token, { ...GOOD_KYC_PAGE, ...over });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  test.each([
    [{ full_name: "Al" }, "full_name", KYC_MSG.fullNameTooShort],
    [{ bvn_nin: "123" }, "bvn_nin", KYC_MSG.bvnNin11],
    [{ date_of_birth: "" }, "date_of_birth", KYC_MSG.dobRequired],
    [{ date_of_birth: `${new Date().getFullYear() - 10}-06-01` }, "date_of_birth", KYC_MSG.dobAge],
    [{ mobile_no: "0901234567" }, "mobile_no", KYC_MSG.mobile11],
    [{ referral_source: undefined }, "referral_source", KYC_MSG.referralRequired],
  ])("modal %j -> 422 on %s (the modal's own names)", async (over, field, message) => {
    const res = await submit(token, { ...GOOD_KYC_MODAL, ...over });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(Object.keys(res.json().errors).every((k) => k.includes("_"))).toBe(true);
  });

  test("age is compared by year difference only", async () => {
    const year = t.app.ctx.now().getUTCFullYear();
    // Born on 31 December 18 years before this year: 18 by year difference even if the birthday is to come.
    const res = await submit(token, { ...GOOD_KYC_PAGE, dateOfBirth: `31-12-${year - 18}`, bvnNin: REFUSED_BVN });
    expect(res.statusCode).not.toBe(422);
  });

  test("no token: 401", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/kyc/submit", payload: GOOD_KYC_PAGE });
    expect(res.statusCode).toBe(401);
  });
});

describe("linking through Monnify kyc-info", () => {
  test("page shape: stored encrypted, linked, verified; shown masked", async () => {
    const c = await customerWithAccount(t);
    const res = await submit(c.token, GOOD_KYC_PAGE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: KYC_MSG.submitted,
      kyc_status: "verified",
      data: {
        full_name: "Adaeze Okafor",
        bvn_nin_masked: "*******6789",
        date_of_birth: "15-04-1990",
        mobile_no: "08031234567",
        referral_source: "Social Media",
        status: "verified",
      },
    });
    expect(res.body).not.toContain(GOOD_KYC_PAGE.bvnNin);
    expect(await kycStatus(c.userId)).toBe("verified");
    const [row] = await t.app.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, c.userId));
    expect(row.idNumberEncrypted).not.toContain(GOOD_KYC_PAGE.bvnNin);
    expect(row.idNumberEncrypted).toMatch(/^v1:/);
    expect(row.idType).toBe("bvn");
    expect(row.dateOfBirth).toBe("1990-04-15");

    const got = await t.app.inject({ method: "GET", url: "/api/kyc", headers: bearer(c.token) });
    expect(got.json()).toMatchObject({ kyc_status: "verified", data: { bvn_nin_masked: "*******6789" } });
    expect(got.body).not.toContain(GOOD_KYC_PAGE.bvnNin);
    // The simulator received the number as a BVN for this customer's account.
    const user = await t.app.inject({ method: "GET", url: "/api/user", headers: bearer(c.token) });
    expect(user.json().data.kyc_status).toBe("verified");

    const again = await submit(c.token, GOOD_KYC_PAGE);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(KYC_MSG.alreadyVerified);
  });

  test("modal shape (date input value, NIN) is accepted and linked", async () => {
    const c = await customerWithAccount(t);
    const res = await submit(c.token, { ...GOOD_KYC_MODAL, accept_terms: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kyc_status: "verified",
      data: { date_of_birth: "15-04-1990", referral_source: "Friend", bvn_nin_masked: "*******8901" },
    });
    const [row] = await t.app.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, c.userId));
    expect(row.idType).toBe("nin");
  });

  test("a mobile number pasted as +234 803 123 4567 is accepted and stored as 08031234567 (issue 16)", async () => {
    const c = await customerWithAccount(t);
    const res = await submit(c.token, { ...GOOD_KYC_MODAL, mobile_no: "+234 803 123 4567" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mobile_no).toBe("08031234567");
  });

  test("a provider refusal (400): the spec's linking-failed text, kyc_status failed with the provider's reason; a new submission may follow", async () => {
    const c = await customerWithAccount(t);
    const res = await submit(c.token, { ...GOOD_KYC_PAGE, bvnNin: REFUSED_BVN });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: KYC_MSG.linkFailed,
      kyc_status: "failed",
      reason: "The BVN provided could not be verified.",
    });
    expect(await kycStatus(c.userId)).toBe("failed");
    const [row] = await t.app.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, c.userId));
    expect(row).toMatchObject({ status: "failed", failureReason: "The BVN provided could not be verified." });

    const retry = await submit(c.token, GOOD_KYC_PAGE);
    expect(retry.json()).toMatchObject({ kyc_status: "verified" });
    expect(await kycStatus(c.userId)).toBe("verified");
  });

  test("provider down: stays submitted, the job links it later", async () => {
    const c = await customerWithAccount(t);
    setMonnifyTransport(t.app.ctx, {
      fetch: async (url, init) =>
        url.includes("kyc-info")
          ? new Response(JSON.stringify({ requestSuccessful: false, responseMessage: "down" }), { status: 503 })
          : realFetch(url, init),
    });
    const res = await submit(c.token, GOOD_KYC_PAGE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, kyc_status: "submitted", message: KYC_MSG.pendingLink });
    expect(await kycStatus(c.userId)).toBe("submitted");

    expect(await retryDueKycLinks(t.app.ctx)).toBe(0); // not due yet
    setMonnifyTransport(t.app.ctx, { fetch: realFetch });
    t.advance(61_000);
    expect(await retryDueKycLinks(t.app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await kycStatus(c.userId)).toBe("verified");
  });

  test("no reserved account yet: reserved inline, then linked", async () => {
    const c = await createUser(t);
    const res = await submit(c.token, GOOD_KYC_PAGE);
    expect(res.json()).toMatchObject({ kyc_status: "verified" });
  });
});
