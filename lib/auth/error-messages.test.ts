import { API_MSG, MSG } from "@/lib/contracts/messages";
import {
  forgotPasswordErrorMessage,
  isEmailAlreadyVerified,
  loginErrorMessage,
  loginNeedsOtp,
  registerErrors,
  resendOtpErrorMessage,
  resetPasswordErrorMessage,
  verifyOtpErrorMessage,
} from "./error-messages";

const r = (status: number, data: Record<string, unknown> = {}) => ({ status, data });

describe("login error messages (spec 8)", () => {
  it("switches to the code form on a 403 that mentions OTP", () => {
    const res = r(403, { message: "Email not verified. Please verify your email with the OTP sent to you." });
    expect(loginNeedsOtp(res)).toBe(true);
    expect(loginErrorMessage(res)).toBe(MSG.loginVerifyWithOtp);
  });
  it("does not switch on other 403s and shows their message", () => {
    const res = r(403, { message: "Your account has been suspended. Please contact support." });
    expect(loginNeedsOtp(res)).toBe(false);
    expect(loginErrorMessage(res)).toBe("Your account has been suspended. Please contact support.");
  });
  it("maps statuses", () => {
    expect(loginErrorMessage(r(401, { message: "whatever" }))).toBe("Invalid email or password.");
    expect(loginErrorMessage(r(500, { message: "boom" }))).toBe("Server error. Please check backend logs.");
    expect(loginErrorMessage(r(0))).toBe("Cannot connect to backend. Please check if the backend is running.");
    expect(loginErrorMessage(r(429, { message: "Slow down." }))).toBe("Slow down.");
    expect(loginErrorMessage(r(418, { message: "Teapot." }))).toBe("Teapot.");
    expect(loginErrorMessage(r(418))).toBe("Login failed. Please try again.");
  });
});

describe("verify and resend messages", () => {
  it("tells an already verified address from a wrong code", () => {
    expect(isEmailAlreadyVerified(r(400, { message: API_MSG.emailAlreadyVerified }))).toBe(true);
    expect(isEmailAlreadyVerified(r(400, { message: API_MSG.otpInvalid }))).toBe(false);
    expect(isEmailAlreadyVerified(r(400))).toBe(false);
    expect(isEmailAlreadyVerified(r(422, { message: API_MSG.emailAlreadyVerified }))).toBe(false);
  });
  it("verify by status", () => {
    expect(verifyOtpErrorMessage(r(422))).toBe("Email or OTP is invalid. Please return to login.");
    expect(verifyOtpErrorMessage(r(404))).toBe("User not found. Please register first.");
    expect(verifyOtpErrorMessage(r(400))).toBe("Invalid OTP. Please try again or resend OTP.");
    expect(verifyOtpErrorMessage(r(500))).toBe("OTP verification failed. Please try again.");
    expect(verifyOtpErrorMessage(r(0))).toBe("OTP verification failed. Please try again.");
  });
  it("resend by status", () => {
    expect(resendOtpErrorMessage(r(422))).toBe("Email is invalid. Please return to login.");
    expect(resendOtpErrorMessage(r(400))).toBe("Email already verified. Please log in.");
    expect(resendOtpErrorMessage(r(404))).toBe("Failed to resend OTP. Please try again.");
  });
});

describe("register errors", () => {
  it("takes the first message of each field on 422", () => {
    const out = registerErrors(
      r(422, { message: "x", errors: { email: ["The email has already been taken.", "b"], phone: ["p"] } }),
    );
    expect(out).toEqual({ fields: { email: "The email has already been taken.", phone: "p" } });
  });
  it("falls back to the generic message", () => {
    expect(registerErrors(r(500))).toEqual({ fields: {}, message: "Something went wrong. Please try again." });
    expect(registerErrors(r(422, { message: "no fields" }))).toEqual({
      fields: {},
      message: "Something went wrong. Please try again.",
    });
  });
});

describe("password reset messages", () => {
  it("uses the spec texts", () => {
    expect(forgotPasswordErrorMessage(r(500))).toBe("Failed to send OTP. Please try again.");
    expect(resetPasswordErrorMessage(r(500))).toBe("Failed to reset password. Please try again.");
    expect(resetPasswordErrorMessage(r(400, { message: "Invalid or expired reset token." }))).toBe(
      "Invalid or expired reset token.",
    );
  });
});
