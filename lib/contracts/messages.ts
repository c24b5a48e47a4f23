import { notPrintableMessage } from "./printable-text";

/** The longest name a person or a business may give (registration, business details). */
export const NAME_MAX = 120;

/** The spec's user-facing texts (spec 5 and 8), word for word. Forms, BFF and API all read them here. */
export const MSG = {
  nameRequired: "Name is required.",
  /** Not in the spec: a name with line breaks or control characters (printable-text.ts). */
  nameNotPrintable: notPrintableMessage("Name"),
  /** Not in the spec: a person's or a business's name over NAME_MAX characters. */
  nameTooLong: `Name must be at most ${NAME_MAX} characters.`,
  emailInvalid: "Please enter a valid email address.",
  phoneInvalid: "Please enter a valid phone number.",
  passwordTooShort: "Password must be at least 8 characters.",
  passwordsDoNotMatch: "Passwords do not match.",
  termsRequired: "You must accept the terms to continue.",
  passwordRequired: "Password is required.",

  otpMustBe6Digits: "OTP must be a 6-digit number.",
  otpEnterValid: "Please enter a valid 6-digit OTP.",
  otpNoEmail: "No email found. Please return to registration.",
  otpVerifiedAlert: "OTP verified successfully!",
  otpResent: "OTP has been resent to your email.",

  loginVerifyWithOtp: "Please verify your email with OTP.",
  loginInvalid: "Invalid email or password.",
  loginServerError: "Server error. Please check backend logs.",
  loginNetwork: "Cannot connect to backend. Please check if the backend is running.",
  loginFailed: "Login failed. Please try again.",
  loginNoToken: "No token received in response",
  /** An admin account on the customer side (sign-in, or a customer call with its token). */
  adminAccount: "This is an admin account. Sign in at the admin panel.",

  verifyOtp422: "Email or OTP is invalid. Please return to login.",
  verifyOtp404: "User not found. Please register first.",
  verifyOtp400: "Invalid OTP. Please try again or resend OTP.",
  verifyOtpFailed: "OTP verification failed. Please try again.",

  resend422: "Email is invalid. Please return to login.",
  resend400: "Email already verified. Please log in.",
  resendFailed: "Failed to resend OTP. Please try again.",

  registerFailed: "Something went wrong. Please try again.",

  forgotSendFailed: "Failed to send OTP. Please try again.",
  resetFailed: "Failed to reset password. Please try again.",

  pleaseLogIn: "Please log in to continue.",
  tooManyAttempts: "Too many attempts. Please wait a moment and try again.",
} as const;

/** The product API's own answers for the account calls (the `message` field). */
export const API_MSG = {
  registered: "Registration successful. A verification code has been sent to your email.",
  emailTaken: "The email has already been taken.",
  emailVerified: "Email verified successfully.",
  emailAlreadyVerified: "Email already verified.",
  otpInvalid: "Invalid or expired OTP.",
  otpResent: "OTP has been resent to your email.",
  loginInvalid: "Invalid email or password.",
  loginNotVerified: "Email not verified. Please verify your email with the OTP sent to you.",
  accountSuspended: "Your account has been suspended. Please contact support.",
  accountInactive: "Your account is inactive. Please contact support.",
  loggedOut: "Logged out successfully.",
  onboardingSeen: "Onboarding marked as seen.",
  resetCodeSent: "If an account exists for this email, a reset code has been sent.",
  resetOtpVerified: "OTP verified. You can now set a new password.",
  resetTokenInvalid: "Invalid or expired reset token.",
  passwordReset: "Password reset successfully. Please log in.",
} as const;

let relativeTime: Intl.RelativeTimeFormat | undefined;
/** Made on first use: every entry page loads this module, and a first Intl object costs 16-30 ms of ICU start-up. */
const relativeTimeFormat = () => (relativeTime ??= new Intl.RelativeTimeFormat("en-NG", { numeric: "always" }));

/**
 * A 429's message with the wait its Retry-After carries, rounded up so it never promises an earlier
 * try than the limit allows: "Too many attempts. Please try again in 15 minutes."
 */
export function tooManyAttemptsFor(retryAfterSeconds: number): string {
  const s = Math.max(1, Math.ceil(retryAfterSeconds));
  const [n, unit]: [number, Intl.RelativeTimeFormatUnit] =
    s < 60 ? [s, "second"] : s < 3600 ? [Math.ceil(s / 60), "minute"] : [Math.ceil(s / 3600), "hour"];
  return `Too many attempts. Please try again ${relativeTimeFormat().format(n, unit)}.`;
}
