import { nairaToKobo, ungroupNaira } from "./money";

/** Why an amount a person typed is refused, in the order to tell them: first what stops it most plainly. */
export type NairaAmountProblem = "invalid" | "notPositive" | "tooLarge";

/**
 * A positive naira amount of at most `maxKobo`, as typed (text or a JSON number), to exact kobo, or
 * the one problem to tell the person. The size is judged before the decimals: 99999999999999 is too
 * large (nairaToKobo refuses it only because it is too long to be a plain amount), not "at most 2
 * decimal places"; a negative or zero amount is not positive whatever its size. Commas are read
 * as grouping where they group thousands (ungroupNaira).
 */
export function checkNairaAmount(
  value: string | number,
  maxKobo: number,
): { kobo: number } | { problem: NairaAmountProblem } {
  const text = ungroupNaira(String(value));
  const negative = typeof value === "number" ? value < 0 : text.startsWith("-");
  const digits = text.replace(/^-/, "");
  const size =
    typeof value === "number"
      ? Number.isFinite(value)
        ? Math.abs(value)
        : Number.NaN
      : /^\d+(?:\.\d+)?$/.test(digits)
        ? Number(digits)
        : Number.NaN;
  if (Number.isNaN(size)) return { problem: "invalid" };
  if (negative || size === 0) return { problem: "notPositive" };
  if (size > maxKobo / 100) return { problem: "tooLarge" };
  const kobo = typeof value === "number" ? nairaToKobo(size) : nairaToKobo(digits);
  if (kobo === null) return { problem: "invalid" };
  if (kobo === 0) return { problem: "notPositive" };
  return kobo > maxKobo ? { problem: "tooLarge" } : { kobo };
}
