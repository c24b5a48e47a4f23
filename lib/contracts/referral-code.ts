import { z } from "zod";

/** Referral codes as shown and typed: 8 letters and digits without look-alikes. */
export const REFERRAL_CODE_PATTERN = /^[A-HJKMNP-Z2-9]{8}$/;

/** The ?ref= of /register, carried into the registration body; anything malformed is dropped. */
export const referralCodeField = z
  .string()
  .trim()
  .max(32)
  .transform((s) => s.toUpperCase())
  .optional()
  .describe("A referral code from a referral link (?ref=CODE). An unknown or malformed code is ignored.");
