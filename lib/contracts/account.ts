import { z } from "zod";
import { MSG, NAME_MAX } from "./messages";
import { userSchema } from "./user";
import { isLoosePhone, PHONE_TEXT_MAX } from "./phone";
import { EMAIL_PATTERN, PASSWORD_MIN } from "./account-rules";
import { referralCodeField } from "./referral-code";
import { isPrintableLine } from "./printable-text";

export { EMAIL_PATTERN, OTP_COUNTDOWN_SECONDS, OTP_LENGTH, PASSWORD_MIN } from "./account-rules";

/**
 * A name someone must be able to read (a customer's, a business's, an invoice's payer): at least
 * one letter or digit, so text made only of invisible characters (zero-width spaces and joiners)
 * is refused as an empty name is. Empty text passes here: the field's min(1) says it once.
 */
export const isReadableName = (s: string): boolean => s === "" || /[\p{L}\p{N}]/u.test(s);

export const emailField = z
  .string({ error: MSG.emailInvalid })
  .trim()
  .max(254, MSG.emailInvalid)
  .regex(EMAIL_PATTERN, MSG.emailInvalid)
  .transform((v) => v.toLowerCase());

/** Non-digits are stripped before the check (spec 5, OTP). */
export const otpField = z
  .string({ error: MSG.otpMustBe6Digits })
  .transform((v) => v.replace(/\D/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, MSG.otpMustBe6Digits));

export const passwordField = z
  .string({ error: MSG.passwordTooShort })
  .min(PASSWORD_MIN, MSG.passwordTooShort)
  .max(200, "Password must be at most 200 characters.");

export const registerSchema = z
  .object({
    name: z
      .string({ error: MSG.nameRequired })
      .trim()
      .normalize("NFC")
      .min(1, MSG.nameRequired)
      .refine(isReadableName, MSG.nameRequired)
      .max(NAME_MAX, MSG.nameTooLong)
      .refine(isPrintableLine, MSG.nameNotPrintable),
    email: emailField,
    // Any way of writing it ("+234 801 111 1111"); the API stores it normalised (issue 16).
    phone: z
      .string({ error: MSG.phoneInvalid })
      .trim()
      .max(PHONE_TEXT_MAX, MSG.phoneInvalid)
      .refine(isLoosePhone, MSG.phoneInvalid),
    password: passwordField,
    password_confirmation: z.string({ error: MSG.passwordsDoNotMatch }),
    /** From a referral link (/register?ref=CODE): an unknown or malformed code links nothing (issue 20). */
    referral_code: referralCodeField,
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: MSG.passwordsDoNotMatch,
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** The register form adds the terms checkbox, which is not sent. */
export const registerFormSchema = registerSchema.and(
  z.object({ terms: z.literal(true, { error: MSG.termsRequired }) }),
);

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(200),
});

export const emailOnlySchema = z.object({ email: emailField });

export const verifyOtpSchema = z.object({ email: emailField, otp: otpField });

export const resetPasswordSchema = z
  .object({
    email: emailField,
    reset_token: z.string().min(16, "Reset token is invalid.").max(200, "Reset token is invalid."),
    password: passwordField,
    password_confirmation: z.string({ error: MSG.passwordsDoNotMatch }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: MSG.passwordsDoNotMatch,
  });

/** What the API shows of an account it has just created (no wallet yet). */
export const publicUser = z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() });

/** POST /api/register (201). */
export const registerResponse = z.object({ message: z.string(), user: publicUser });

/**
 * POST /api/login: the bearer token stays in the web's session; the browser never sees it. The
 * device token goes into the web's httpOnly device cookie (lib/bff/device-cookie.ts) and comes
 * back with the next login, so this browser keeps its own allowance of wrong passwords.
 */
export const loginResponse = z.object({ token: z.string(), user: userSchema, device_token: z.string() });

/** The web's own POST /api/login answer (lib/bff): the user the session holds, no token. */
export const sessionLoginResponse = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});

/** POST /api/verify-reset-otp: a single-use reset token. */
export const resetTokenResponse = z.object({ message: z.string(), reset_token: z.string() });

/** POST /api/reset-password. */
export const passwordResetResponse = z.object({ message: z.string(), redirect_url: z.string() });
