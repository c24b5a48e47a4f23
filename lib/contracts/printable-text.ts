/**
 * Text a customer types on one line and others read back (a beneficiary's nickname, a business's
 * name, an invoice's payer and description, the customer's own name at registration and the KYC full
 * name, which goes to Monnify): no control characters (NUL, tab, line breaks, DEL,
 * C1), no Unicode line or paragraph separators, no half of a surrogate pair, and none of the
 * text-direction controls (U+202A–U+202E, U+2066–U+2069) that make text show reversed to whoever
 * reads it. Letters and marks of any script, emoji (with their zero-width joiners) and punctuation
 * pass. The API drops direction controls from every JSON body before this runs
 * (server/http/direction-controls.ts); a form checking with the contract refuses them here.
 */
/** Unicode's explicit text-direction controls (embeddings, overrides, isolates), as a character class's ranges. */
export const DIRECTION_CONTROL_RANGES = "\\u202A-\\u202E\\u2066-\\u2069";

const UNPRINTABLE = new RegExp(`[\\p{Cc}\\p{Zl}\\p{Zp}\\p{Cs}${DIRECTION_CONTROL_RANGES}]`, "u");

export const isPrintableLine = (s: string): boolean => !UNPRINTABLE.test(s);

/** The message of a field that is not printable text: "<field> cannot contain line breaks or control characters." */
export const notPrintableMessage = (field: string): string =>
  `${field} cannot contain line breaks or control characters.`;
