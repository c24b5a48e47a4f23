import { firstFieldErrors, type ApiFailure, type ApiResult } from "@/lib/client/api-result";
import {
  KYC_MSG,
  kycSubmitResponse,
  type KycStatus,
  type KycSubmissionView,
  type KycSubmitResponse,
} from "@/lib/contracts/kyc";
import type { VirtualAccountState } from "@/lib/contracts/wallet";

export interface KycOutcome {
  tone: "success" | "error";
  text: string;
  /** The provider's reason under a refusal. */
  detail?: string;
  fieldErrors?: Record<string, string>;
  /** The session is gone: the browser goes to /login. */
  toLogin?: boolean;
  /** The modal's status line (the page uses `recorded`). */
  kycStatus?: KycStatus;
  /** What the API recorded, from an answer that parses: the page shows it without a reload. */
  recorded?: { status: KycStatus; submission: KycSubmissionView | null };
  /** The virtual account after the submission (reserved, being set up, or refused). */
  account?: VirtualAccountState;
}

const recordOf = (answer: KycSubmitResponse): KycOutcome["recorded"] => ({
  status: answer.kyc_status,
  submission: answer.data ?? null,
});

/** A 400 is the provider refusing the BVN/NIN: the same answer as a 200, with success false. */
function refusal(res: ApiFailure): KycSubmitResponse | undefined {
  const parsed = kycSubmitResponse.safeParse(res.data);
  return parsed.success ? parsed.data : undefined;
}

/** What the KYC page shows for an answer of POST /api/kyc/submit (spec 8, KYC page). */
export function kycPageOutcome(res: ApiResult<KycSubmitResponse>): KycOutcome {
  if (res.ok) {
    if (res.data.success === false) return { tone: "error", text: res.data.message || KYC_MSG.submissionFailed };
    return { tone: "success", text: KYC_MSG.submitted, recorded: recordOf(res.data), account: res.data.account };
  }
  if (res.status === 0) return { tone: "error", text: KYC_MSG.network };
  if (res.status === 401) return { tone: "error", text: KYC_MSG.sessionExpired, toLogin: true };
  if (res.status === 422) {
    const fieldErrors = firstFieldErrors(res.data.errors);
    const joined = Object.values(fieldErrors).join("; ");
    return { tone: "error", text: joined || KYC_MSG.validationFailed, fieldErrors };
  }
  if (res.status === 400) {
    const answer = refusal(res);
    return {
      tone: "error",
      text: res.data.message || KYC_MSG.linkFailed,
      detail: answer?.reason,
      recorded: answer && recordOf(answer),
      account: answer?.account,
    };
  }
  return { tone: "error", text: res.data.message || KYC_MSG.errorOccurred };
}

/** The modal's texts (spec 8, KYC modal): its own two failure alerts; field errors under the fields. */
export function kycModalOutcome(res: ApiResult<KycSubmitResponse>): KycOutcome {
  if (res.ok) {
    if (res.data.success === false) return { tone: "error", text: KYC_MSG.modalFailedRetry };
    return { tone: "success", text: KYC_MSG.submitted, kycStatus: res.data.kyc_status, account: res.data.account };
  }
  if (res.status === 401) return { tone: "error", text: KYC_MSG.sessionExpired, toLogin: true };
  if (res.status === 422)
    return { tone: "error", text: KYC_MSG.modalFailed, fieldErrors: firstFieldErrors(res.data.errors) };
  if (res.status === 400) {
    const answer = refusal(res);
    return {
      tone: "error",
      text: KYC_MSG.modalFailed,
      detail: answer?.reason ?? (res.data.message || KYC_MSG.linkFailed),
      kycStatus: answer?.kyc_status,
      account: answer?.account,
    };
  }
  // A 409 says why (a reservation under way, an identifier linked already): the modal says it too.
  if (res.status === 409) return { tone: "error", text: KYC_MSG.modalFailed, detail: res.data.message };
  return { tone: "error", text: KYC_MSG.modalFailedRetry };
}

/** "Your KYC status: submitted" and friends: how the modal reports kyc_status after a submit (spec 4). */
export function kycStatusWords(status: string | undefined): string {
  switch (status) {
    case "verified":
      return "verified";
    case "failed":
      return "failed";
    case "submitted":
      return "submitted";
    default:
      return "not submitted";
  }
}
