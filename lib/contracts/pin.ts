import { z } from "zod";

/**
 * The transaction PIN (GET/POST /api/pin, POST /api/pin/change, /api/pin/reset/request,
 * /api/pin/reset) and the `pin` every customer debit carries. Rules: server/security/transaction-pin.ts.
 */

export const PIN_LENGTH = 4;
/** Wrong PINs in a row that lock the PIN, and for how long. */
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MINUTES = 30;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

export const PIN_MSG = {
  required: "Enter your transaction PIN.",
  notSet: "Set a transaction PIN first: every payment needs one.",
  format: "Your PIN is 4 digits.",
  tooEasy: "Choose a PIN that is harder to guess: not four of one digit or a run like 1234.",
  incorrect: (left: number) => `Incorrect PIN. ${plural(left, "attempt")} left.`,
  locked: (minutes: number) =>
    `Too many incorrect PINs: your PIN is locked. Try again in ${plural(minutes, "minute")}, or reset your PIN.`,
  alreadySet: "You already have a transaction PIN. Change it or reset it instead.",
  sameAsOld: "Choose a new PIN that is different from your current one.",
  passwordRequired: "Enter your password.",
  passwordWrong: "The password is incorrect.",
  codeRequired: "Enter the 6-digit code we emailed you.",
  codeInvalid: "The code is wrong or has expired. Ask for a new one.",
  mismatch: "The PINs do not match.",
  set: "Your transaction PIN is set.",
  changed: "Your transaction PIN has been changed.",
  resetSent: "We have emailed you a code to reset your PIN.",
  resetLocked: "PIN reset is paused on your account for now. We have emailed you the details.",
  reset: "Your transaction PIN has been reset.",
} as const;

/** Whole minutes until `until` (at least 1): the wait a locked PIN's answer states. */
export const minutesUntil = (until: Date, now: Date): number =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** Digits only, at most PIN_LENGTH: what a PIN box keeps of what was typed or pasted. */
export const sanitizePin = (raw: string): string => raw.replace(/\D/g, "").slice(0, PIN_LENGTH);

/** The message for a PIN that cannot be sent yet, or null when it is complete. */
export const incompletePin = (pin: string): string | null => (pin.length === PIN_LENGTH ? null : PIN_MSG.required);

/** Four of one digit, or four digits running up or down (1234, 9876): refused as a new PIN. */
export function isTooEasyPin(pin: string): boolean {
  const d = [...pin].map(Number);
  const steps = d.slice(1).map((x, i) => x - d[i]);
  return steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

export const pinField = z
  .string({ error: PIN_MSG.required })
  .min(1, { error: PIN_MSG.required, abort: true })
  .regex(/^\d{4}$/, PIN_MSG.format);

/** A PIN being chosen: 4 digits, not trivially guessable. */
export const newPinField = pinField.refine((p) => !isTooEasyPin(p), PIN_MSG.tooEasy);

/** The `pin` of a customer debit's body. Optional in the schema: its absence answers 422 after the checks that come first. */
export const debitPinField = pinField
  .optional()
  .describe(
    "The customer's 4-digit transaction PIN. Required for every new purchase (422 when missing, 403 when wrong, 423 after 5 wrong in a row); a replay of an earlier request_id needs none.",
  );

const passwordField = z
  .string({ error: PIN_MSG.passwordRequired })
  .min(1, PIN_MSG.passwordRequired)
  .max(200, PIN_MSG.passwordWrong);

export const setPinSchema = z.object({ pin: newPinField, password: passwordField });
export type SetPinInput = z.input<typeof setPinSchema>;

export const changePinSchema = z.object({ old_pin: pinField, new_pin: newPinField });
export type ChangePinInput = z.input<typeof changePinSchema>;

export const resetPinSchema = z.object({
  code: z
    .string({ error: PIN_MSG.codeRequired })
    .trim()
    .regex(/^\d{6}$/, PIN_MSG.codeRequired),
  password: passwordField,
  new_pin: newPinField,
});
export type ResetPinInput = z.input<typeof resetPinSchema>;

/** GET /api/pin. */
export const pinStatusResponse = z.object({
  data: z.object({
    is_set: z.boolean(),
    /** ISO time the lock ends, while the PIN is locked. */
    locked_until: z.string().nullable(),
    attempts_left: z.number().int(),
  }),
});
export type PinStatus = z.infer<typeof pinStatusResponse>["data"];

/** Every PIN change answers a message. */
export const pinMessageResponse = z.object({ message: z.string() });
