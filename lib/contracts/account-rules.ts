/**
 * The account forms' plain rules. No zod here, so sign-in's client code (the code input's countdown)
 * reads them without loading a contract file; lib/contracts/account.ts builds its schemas on them.
 */

/** A normal address with a top-level domain of 2 to 4 letters (spec 5, Register). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;
export const OTP_LENGTH = 6;
export const OTP_COUNTDOWN_SECONDS = 120;
export const PASSWORD_MIN = 8;
