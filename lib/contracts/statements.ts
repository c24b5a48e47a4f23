import { z } from "zod";
import {
  DAY_MESSAGES,
  isCalendarDay,
  isDayShaped,
  isFilterableDay,
  isRealDayIfShaped,
  TOO_EARLY_DAY,
} from "./calendar-day";

/**
 * The statement's date range, the same rules on the API (its query string) and the page (before
 * it offers the downloads): Lagos calendar days, from <= to, at most 12 months.
 */

export const STATEMENT_MESSAGES = {
  fromRequired: "Start date is required.",
  toRequired: "End date is required.",
  dayFormat: DAY_MESSAGES.format,
  notADay: DAY_MESSAGES.notADay,
  inverted: "The start date must be on or before the end date.",
  tooLong: "A statement covers at most 12 months. Choose a shorter range.",
  future: "The statement cannot end after today.",
} as const;

/** A day of the range: missing or empty is required (not a format to fix), then its shape, then a real day. */
const statementDay = (required: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? required : STATEMENT_MESSAGES.dayFormat) })
    .min(1, { error: required, abort: true })
    .refine(isDayShaped, STATEMENT_MESSAGES.dayFormat)
    .refine(isRealDayIfShaped, STATEMENT_MESSAGES.notADay)
    .refine(isFilterableDay, TOO_EARLY_DAY);

/** The last day a statement starting on `from` may end on: 12 months on, less a day (Jan 15 -> Jan 14). */
export function lastStatementDay(from: string): string {
  const [y, m, d] = from.split("-").map(Number);
  // Day 0 of a month is the last day of the month before: clamps Feb 30 to Feb 28/29.
  const sameDay = new Date(Date.UTC(y + 1, m - 1, d));
  const clamped = sameDay.getUTCMonth() === (m - 1) % 12 ? sameDay : new Date(Date.UTC(y + 1, m, 0));
  return new Date(clamped.getTime() - 24 * 3600 * 1000).toISOString().slice(0, 10);
}

export const statementQuery = z
  .object({ from: statementDay(STATEMENT_MESSAGES.fromRequired), to: statementDay(STATEMENT_MESSAGES.toRequired) })
  // The range rules speak only of two real days (zod runs object checks after a field's failed check).
  .refine((q) => !isCalendarDay(q.from) || !isCalendarDay(q.to) || q.from <= q.to, {
    path: ["to"],
    message: STATEMENT_MESSAGES.inverted,
  })
  .refine((q) => !isCalendarDay(q.from) || !isCalendarDay(q.to) || q.from > q.to || q.to <= lastStatementDay(q.from), {
    path: ["to"],
    message: STATEMENT_MESSAGES.tooLong,
  });
export type StatementQuery = z.infer<typeof statementQuery>;

/** The totals a statement sums per kind of movement (the ledger's journal kinds, as customers name them). */
export const STATEMENT_KINDS = {
  funding: "Funding",
  purchase: "Purchases",
  refund: "Refunds",
  cashback: "Cashback",
  invoice_payment: "Invoice payments",
  reversal: "Reversals",
  level_fee: "Level fees",
  referral_bonus: "Referral bonuses",
  adjustment: "Adjustments",
} as const;
export type StatementKind = keyof typeof STATEMENT_KINDS;

/** The five kinds every statement lists even at zero; the others only when there are some. */
export const STATEMENT_MAIN_KINDS: readonly StatementKind[] = [
  "funding",
  "purchase",
  "refund",
  "cashback",
  "invoice_payment",
];

export const STATEMENT_EMAIL_MESSAGES = {
  choose: "Choose whether to get the monthly statement email (true or false).",
  on: "We will email your statement on the 1st of each month.",
  off: "Monthly statement emails are off.",
} as const;

/** GET/PUT /api/statements/email-preference: "Email me my statement each month" (off until turned on). */
export const statementEmailPreference = z.object({
  monthly_email: z.boolean({ error: STATEMENT_EMAIL_MESSAGES.choose }),
});
export type StatementEmailPreference = z.infer<typeof statementEmailPreference>;

/** The PUT's answer: the preference as saved and a sentence for the page. */
export const statementEmailPreferenceSaved = statementEmailPreference.extend({ message: z.string() });
