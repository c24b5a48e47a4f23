import type { ScheduleView } from "../contracts/schedules";
import type { PurchaseService } from "../purchases/request-id";
import type { ServiceKey } from "../purchases/service-catalog";

/** The API's service key of a purchase page's service (the pages say paytv, the API cabletv). */
export const SCHEDULE_SERVICE: Record<PurchaseService, ServiceKey> = {
  airtime: "airtime",
  data: "data",
  electricity: "electricity",
  paytv: "cabletv",
  exam: "exam",
};

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Lagos wall-clock parts of an ISO instant (UTC+1, no daylight saving). */
function lagos(iso: string) {
  const d = new Date(new Date(iso).getTime() + 60 * 60 * 1000);
  return { weekday: d.getUTCDay(), day: d.getUTCDate() };
}

const ordinal = (n: number) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${s}`;
};

/** "Once", "Every day", "Every Monday", "Every month on the 31st (or the month's last day)". */
export function frequencyText(s: Pick<ScheduleView, "frequency" | "day_of_month" | "start_at">): string {
  switch (s.frequency) {
    case "once":
      return "Once";
    case "daily":
      return "Every day";
    case "weekly":
      return `Every ${WEEKDAYS[lagos(s.start_at).weekday]}`;
    case "monthly": {
      const day = s.day_of_month ?? lagos(s.start_at).day;
      return `Every month on the ${ordinal(day)}${day > 28 ? " (or the month's last day)" : ""}`;
    }
  }
}

/** "2026-11-24T15:00" an hour from now on Lagos's clock: the date-time input's default. */
export function lagosLocalInput(d: Date): string {
  return new Date(d.getTime() + 60 * 60 * 1000).toISOString().slice(0, 16);
}
