import { API_MSG, MSG } from "@/lib/contracts/messages";
import type { ApiResult } from "@/lib/client/api-result";

/** The messages of spec 8 chosen by the answer's status. status 0 is a network failure. */

type Result = Pick<ApiResult, "status" | "data">;

function serverMessage(r: Result): string | undefined {
  const m = r.data?.message;
  return typeof m === "string" && m.trim() ? m : undefined;
}

const tooMany = (r: Result) => serverMessage(r) ?? MSG.tooManyAttempts;

/** True when a login answer asks for the email code (403 whose message mentions OTP). */
export function loginNeedsOtp(r: Result): boolean {
  return r.status === 403 && /otp/i.test(serverMessage(r) ?? "");
}

export function loginErrorMessage(r: Result): string {
  if (loginNeedsOtp(r)) return MSG.loginVerifyWithOtp;
  switch (r.status) {
    case 0:
      return MSG.loginNetwork;
    case 401:
      return MSG.loginInvalid;
    case 429:
      return tooMany(r);
    case 500:
      return MSG.loginServerError;
    default:
      return serverMessage(r) ?? MSG.loginFailed;
  }
}

/**
 * A registration code for an address that is already verified (the API's 400 says so): the screen
 * shows the spec's 'Email already verified. Please log in.' with the way to log in, not "invalid OTP".
 */
export function isEmailAlreadyVerified(r: Result): boolean {
  return r.status === 400 && serverMessage(r) === API_MSG.emailAlreadyVerified;
}

export function verifyOtpErrorMessage(r: Result): string {
  switch (r.status) {
    case 422:
      return MSG.verifyOtp422;
    case 404:
      return MSG.verifyOtp404;
    case 400:
      return MSG.verifyOtp400;
    case 429:
      return tooMany(r);
    default:
      return MSG.verifyOtpFailed;
  }
}

export function resendOtpErrorMessage(r: Result): string {
  switch (r.status) {
    case 422:
      return MSG.resend422;
    case 400:
      return MSG.resend400;
    case 429:
      return tooMany(r);
    default:
      return MSG.resendFailed;
  }
}

/** Register: 422 field errors (first message each) under the fields, else one message. */
export function registerErrors(r: Result): { fields: Record<string, string>; message?: string } {
  if (r.status === 422 && r.data?.errors && typeof r.data.errors === "object") {
    const fields: Record<string, string> = {};
    for (const [key, messages] of Object.entries(r.data.errors)) {
      if (Array.isArray(messages) && typeof messages[0] === "string") fields[key] = messages[0];
    }
    if (Object.keys(fields).length) return { fields };
  }
  if (r.status === 429) return { fields: {}, message: tooMany(r) };
  return { fields: {}, message: MSG.registerFailed };
}

export function forgotPasswordErrorMessage(r: Result): string {
  return r.status === 429 ? tooMany(r) : MSG.forgotSendFailed;
}

export function verifyResetOtpErrorMessage(r: Result): string {
  if (r.status === 400) return MSG.verifyOtp400;
  if (r.status === 429) return tooMany(r);
  return MSG.verifyOtpFailed;
}

export function resetPasswordErrorMessage(r: Result): string {
  if (r.status === 429) return tooMany(r);
  if ((r.status === 400 || r.status === 422) && serverMessage(r)) return serverMessage(r)!;
  return MSG.resetFailed;
}
