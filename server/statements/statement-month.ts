import { lagosDayBounds, lagosDayWindow } from "../wallet/lagos-day";

/** A whole Lagos calendar month as a statement range. */
export interface LagosMonth {
  /** YYYY-MM. */
  month: string;
  /** First and last Lagos day (YYYY-MM-DD), the statement's from and to. */
  from: string;
  to: string;
  /** The instant the month ends (00:00 Lagos on the next month's 1st). */
  end: Date;
  /** "October 2026". */
  label: string;
}

const monthName = new Intl.DateTimeFormat("en-NG", { month: "long", year: "numeric", timeZone: "UTC" });

/** The Lagos month before the one `now` is in: the month the 1st's statement email covers. */
export function previousLagosMonth(now: Date): LagosMonth {
  const today = lagosDayWindow(now).day;
  const y = Number(today.slice(0, 4));
  const m = Number(today.slice(5, 7)); // 1-12, this month
  // Day 0 of this month is the last day of the previous one (Date.UTC wraps the year).
  const last = new Date(Date.UTC(y, m - 1, 0));
  const to = last.toISOString().slice(0, 10);
  const month = to.slice(0, 7);
  return {
    month,
    from: `${month}-01`,
    to,
    end: lagosDayBounds(`${today.slice(0, 7)}-01`).start,
    label: monthName.format(last),
  };
}
