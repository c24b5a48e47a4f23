import { networkFailure, toApiResult } from "@/lib/client/api-result";
import { KYC_MSG, kycSubmitResponse } from "@/lib/contracts/kyc";
import { kycModalOutcome, kycPageOutcome } from "./kyc-outcome";
import { kycStillToDo } from "./kyc-prompt-rule";

/** An answer of POST /api/kyc/submit as the browser reads it: parsed with the contract, as bffPost does. */
const r = (status: number, data: Record<string, unknown> = {}) =>
  status === 0
    ? Promise.resolve(networkFailure())
    : toApiResult(new Response(JSON.stringify(data), { status }), kycSubmitResponse);

test("KYC page texts (spec 8)", async () => {
  expect(kycPageOutcome(await r(0))).toMatchObject({ text: KYC_MSG.network });
  expect(kycPageOutcome(await r(401))).toMatchObject({ text: KYC_MSG.sessionExpired, toLogin: true });
  expect(
    kycPageOutcome(await r(422, { errors: { bvnNin: [KYC_MSG.bvnNin11], mobileNo: [KYC_MSG.mobile11] } })),
  ).toMatchObject({
    text: `${KYC_MSG.bvnNin11}; ${KYC_MSG.mobile11}`,
    fieldErrors: { bvnNin: KYC_MSG.bvnNin11 },
  });
  expect(kycPageOutcome(await r(422))).toMatchObject({ text: KYC_MSG.validationFailed });
  const refusal = { success: false, message: KYC_MSG.linkFailed, reason: "Bad BVN", kyc_status: "failed" };
  expect(kycPageOutcome(await r(400, refusal))).toMatchObject({
    text: KYC_MSG.linkFailed,
    detail: "Bad BVN",
  });
  expect(kycPageOutcome(await r(400))).toMatchObject({ text: KYC_MSG.linkFailed });
  expect(kycPageOutcome(await r(200, { success: true, message: "ok", kyc_status: "verified" }))).toMatchObject({
    tone: "success",
    text: KYC_MSG.submitted,
  });
  expect(kycPageOutcome(await r(200, { success: false, message: "", kyc_status: "failed" }))).toMatchObject({
    text: KYC_MSG.submissionFailed,
  });
  expect(kycPageOutcome(await r(500))).toMatchObject({ text: KYC_MSG.errorOccurred });
});

test("the KYC page takes the recorded status and masked submission from an answer that parses", async () => {
  const submission = {
    full_name: "Emeka Eze",
    id_type: "nin",
    bvn_nin_masked: "*******0000",
    date_of_birth: "15-04-1990",
    mobile_no: "09012345678",
    referral_source: "Friend/Relative",
    status: "verified",
    failure_reason: null,
    submitted_at: "2026-11-23T10:00:00.000Z",
  };
  const ok = kycPageOutcome(
    await r(200, { success: true, message: KYC_MSG.submitted, kyc_status: "verified", data: submission }),
  );
  expect(ok.recorded).toEqual({ status: "verified", submission });
  const refused = kycPageOutcome(
    await r(400, {
      success: false,
      message: KYC_MSG.linkFailed,
      reason: "Bad BVN",
      kyc_status: "failed",
      data: { ...submission, status: "failed", failure_reason: "Bad BVN" },
    }),
  );
  expect(refused.recorded?.status).toBe("failed");
  expect(refused.recorded?.submission?.failure_reason).toBe("Bad BVN");
  // An answer the contract does not describe is not taken as recorded.
  const bogus = kycPageOutcome(await r(200, { success: true, message: "ok", kyc_status: "bogus" }));
  expect(bogus.tone).toBe("error");
  expect(bogus.recorded).toBeUndefined();
  expect(kycPageOutcome(await r(200, { success: true, message: "ok", kyc_status: "submitted" })).recorded).toEqual({
    status: "submitted",
    submission: null,
  });
});

test("KYC modal texts (spec 8)", async () => {
  expect(kycModalOutcome(await r(422, { errors: { bvn_nin: [KYC_MSG.bvnNin11] } }))).toMatchObject({
    text: KYC_MSG.modalFailed,
    fieldErrors: { bvn_nin: KYC_MSG.bvnNin11 },
  });
  expect(kycModalOutcome(await r(500))).toMatchObject({ text: KYC_MSG.modalFailedRetry });
  expect(
    kycModalOutcome(await r(400, { success: false, message: KYC_MSG.linkFailed, kyc_status: "failed" })),
  ).toMatchObject({ text: KYC_MSG.modalFailed, detail: KYC_MSG.linkFailed, kycStatus: "failed" });
  expect(kycModalOutcome(await r(200, { success: true, message: "ok", kyc_status: "submitted" }))).toMatchObject({
    tone: "success",
    kycStatus: "submitted",
  });
  // A refusal names the provider's reason; a 409 says why nothing was done.
  expect(
    kycModalOutcome(
      await r(400, { success: false, message: KYC_MSG.linkFailed, reason: "Bad BVN", kyc_status: "failed" }),
    ),
  ).toMatchObject({ text: KYC_MSG.modalFailed, detail: "Bad BVN" });
  expect(kycModalOutcome(await r(409, { message: KYC_MSG.reserving }))).toMatchObject({
    text: KYC_MSG.modalFailed,
    detail: KYC_MSG.reserving,
  });
});

test("the account after a submission travels with the outcome", async () => {
  const account = {
    account_number: "5123456789",
    bank_name: "Moniepoint Microfinance Bank",
    account_name: "Emeka Eze",
    virtual_account_status: "active",
    virtual_account_reason: null,
    virtual_account_failure: null,
    virtual_account_retry_at: null,
  };
  const ok = { success: true, message: KYC_MSG.submitted, kyc_status: "verified", account };
  expect(kycModalOutcome(await r(200, ok)).account).toEqual(account);
  expect(kycPageOutcome(await r(200, ok)).account).toEqual(account);
});

test("the dashboard prompt shows while KYC is not done", () => {
  expect(kycStillToDo("not_submitted")).toBe(true);
  expect(kycStillToDo("failed")).toBe(true);
  expect(kycStillToDo("submitted")).toBe(false);
  expect(kycStillToDo("verified")).toBe(false);
});
