import { z } from "zod";
import { passwordField } from "./account";
import { MSG } from "./messages";

/**
 * POST /api/change-password: a signed-in customer changes the password in place, with the current
 * one. Rules: server/accounts/change-password.ts. The new password keeps the reset's rules and
 * messages (passwordField, MSG); the web's form checks this same schema before it sends.
 */

export const CHANGE_PASSWORD_MSG = {
  currentRequired: "Enter your current password.",
  currentWrong: "Your current password is incorrect.",
  sameAsCurrent: "Choose a new password that is different from your current one.",
  changed: "Password changed.",
} as const;

/** Passwords are hashed as their NFKC form (server/accounts/password-hash.ts): two spellings of one form are one password. */
const samePassword = (a: string, b: string): boolean => a.normalize("NFKC") === b.normalize("NFKC");

export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: CHANGE_PASSWORD_MSG.currentRequired })
      .min(1, CHANGE_PASSWORD_MSG.currentRequired)
      .max(200, CHANGE_PASSWORD_MSG.currentWrong),
    password: passwordField,
    password_confirmation: z.string({ error: MSG.passwordsDoNotMatch }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ["password_confirmation"],
    message: MSG.passwordsDoNotMatch,
  })
  .refine((v) => !samePassword(v.password, v.current_password), {
    path: ["password"],
    message: CHANGE_PASSWORD_MSG.sameAsCurrent,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

// Its answer is the sessions' `otherSessionsSignedOutResponse`: every other session was signed out.
