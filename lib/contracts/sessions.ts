import { z } from "zod";

/** The customer's signed-in sessions (GET/DELETE /api/sessions, POST /api/sessions/sign-out-others) and device cookies. */

/**
 * The request header of POST /api/login that carries the browser's device tokens (from earlier
 * sign-ins, possibly of several accounts on one shared phone), comma-separated, newest first.
 */
export const DEVICE_TOKEN_HEADER = "x-device-token";
/** How many device tokens one browser keeps and one login presents. */
export const MAX_DEVICE_TOKENS = 5;
/** A device not signed in with for this long is forgotten by the API; its cookie lives as long. */
export const DEVICE_TTL_DAYS = 365;

export const SESSION_MSG = {
  notFound: "Session not found.",
  signedOut: "The session was signed out.",
  othersSignedOut: (n: number) =>
    n === 0 ? "No other session was signed in." : `${n} other session${n === 1 ? " was" : "s were"} signed out.`,
} as const;

/** One browser signed in to the account (one bearer token). */
export const sessionSchema = z.object({
  id: z.string(),
  /** "iPhone", "Android phone", "Windows computer", "Unknown device". */
  device: z.string(),
  /** "Chrome 120", "Unknown browser". */
  browser: z.string(),
  /** The address last used, its last part hidden ("102.89.34.*"); null when unknown. */
  address: z.string().nullable(),
  /** The country of that address ("Nigeria"); null when unknown. */
  country: z.string().nullable(),
  /** ISO 8601: when the session signed in. */
  signed_in_at: z.string(),
  /** ISO 8601: the last call it made (kept to the minute). */
  last_used_at: z.string(),
  /** The session making this call. */
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionSchema>;

/** GET /api/sessions: the live sessions, this one first, then the most recently used. */
export const sessionsResponse = z.object({ data: z.array(sessionSchema) });

/** DELETE /api/sessions/{id}. */
export const sessionSignedOutResponse = z.object({ message: z.string() });

/** POST /api/sessions/sign-out-others and POST /api/change-password: how many other sessions were signed out. */
export const otherSessionsSignedOutResponse = z.object({ message: z.string(), signed_out: z.number().int() });
