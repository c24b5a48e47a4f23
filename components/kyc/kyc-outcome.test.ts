import { KYC_MSG } from "@/lib/contracts/kyc";
import { kycModalOutcome, kycPageOutcome } from "./kyc-outcome";
import { kycStillToDo } from "./kyc-prompt-rule";

const r = (status: number, data: Record<string, unknown> = {}) => ({ status, ok: status >= 200 && status < 300, data });

test("KYC page texts (spec 8)", () => {
  expect(kycPageOutcome(r(0))).toMatchObject({ text: KYC_MSG.network });
  expect(kycPageOutcome(r(401))).toMatchObject({ text: KYC_MSG.sessionExpired, toLogin: true });
  expect(
    kycPageOutcome(r(422, { errors: { bvnNin: [KYC_MSG.bvnNin11], mobileNo: [KYC_MSG.mobile11] } })),
  ).toMatchObject({
    text: `${KYC_MSG.bvnNin11}; ${KYC_MSG.mobile11}`,
    fieldErrors: { bvnNin: KYC_MSG.bvnNin11 },
  });
  expect(kycPageOutcome(r(422))).toMatchObject({ text: KYC_MSG.validationFailed });
  expect(kycPageOutcome(r(400, { message: KYC_MSG.linkFailed, reason: "Bad BVN" }))).toMatchObject({
    text: KYC_MSG.linkFailed,
    detail: "Bad BVN",
  });
  expect(kycPageOutcome(r(400))).toMatchObject({ text: KYC_MSG.linkFailed });
  expect(kycPageOutcome(r(200, { success: true, kyc_status: "verified" }))).toMatchObject({
    tone: "success",
    text: KYC_MSG.submitted,
  });
  expect(kycPageOutcome(r(200, { success: false }))).toMatchObject({ text: KYC_MSG.submissionFailed });
  expect(kycPageOutcome(r(500))).toMatchObject({ text: KYC_MSG.errorOccurred });
});

test("the KYC page takes the recorded status and masked submission from an answer that parses", () => {
  const submission = {
    full_name: "Emeka Eze",
    bvn_nin_masked: "*******0000",
    date_of_birth: "15-04-1990",
    mobile_no: "09012345678",
    referral_source: "Friend/Relative",
    status: "verified",
    failure_reason: null,
    submitted_at: "2026-11-23T10:00:00.000Z",
  };
  const ok = kycPageOutcome(
    r(200, { success: true, message: KYC_MSG.submitted, kyc_status: "verified", data: submission }),
  );
  expect(ok.recorded).toEqual({ status: "verified", submission });
  const refused = kycPageOutcome(
    r(400, {
      success: false,
      message: KYC_MSG.linkFailed,
      reason: "Bad BVN",
      kyc_status: "failed",
      data: { ...submission, status: "failed", failure_reason: "Bad BVN" },
    }),
  );
  expect(refused.recorded?.status).toBe("failed");
  expect(refused.recorded?.submission?.failure_reason).toBe("Bad BVN");
  expect(kycPageOutcome(r(200, { success: true, kyc_status: "bogus" })).recorded).toBeUndefined();
  expect(kycPageOutcome(r(200, { success: true, message: "ok", kyc_status: "submitted" })).recorded).toEqual({
    status: "submitted",
    submission: null,
  });
});

test("KYC modal texts (spec 8)", () => {
  expect(kycModalOutcome(r(422, { errors: { bvn_nin: [KYC_MSG.bvnNin11] } }))).toMatchObject({
    text: KYC_MSG.modalFailed,
    fieldErrors: { bvn_nin: KYC_MSG.bvnNin11 },
  });
  expect(kycModalOutcome(r(500))).toMatchObject({ text: KYC_MSG.modalFailedRetry });
  expect(kycModalOutcome(r(200, { success: true, kyc_status: "submitted" }))).toMatchObject({
    tone: "success",
    kycStatus: "submitted",
  });
});

test("the dashboard prompt shows while KYC is not done", () => {
  expect(kycStillToDo("not_submitted")).toBe(true);
  expect(kycStillToDo("failed")).toBe(true);
  expect(kycStillToDo("submitted")).toBe(false);
  expect(kycStillToDo("verified")).toBe(false);
});
