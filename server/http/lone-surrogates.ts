/**
 * Half of a UTF-16 surrogate pair, which JSON can carry as an escape ("\ud800") but UTF-8 cannot
 * encode: PostgreSQL's jsonb refuses it (a schedule's stored purchase answered 500) and a text
 * column would keep U+FFFD in its place. No field of this product has a use for it.
 */

/** An escaped surrogate in a JSON text (cheap: most bodies are skipped by this alone). */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/;

/** Whether a JSON text may hold a lone surrogate. */
export const mayHoldLoneSurrogate = (json: string): boolean => ESCAPED_SURROGATE.test(json);

/** Whether any string in `value` (keys included) holds half of a surrogate pair. */
export function holdsLoneSurrogate(value: unknown): boolean {
  if (typeof value === "string") return !value.isWellFormed();
  if (Array.isArray(value)) return value.some(holdsLoneSurrogate);
  if (value !== null && typeof value === "object")
    return Object.entries(value).some(([k, v]) => !k.isWellFormed() || holdsLoneSurrogate(v));
  return false;
}
