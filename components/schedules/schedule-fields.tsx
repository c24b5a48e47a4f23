"use client";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { SCHEDULE_COUNT_MAX, type ScheduleFrequency } from "@/lib/contracts/schedules";

export interface ScheduleDraft {
  frequency: ScheduleFrequency;
  start_at: string;
  day_of_month: string;
  end: "never" | "date" | "count";
  end_date: string;
  count: string;
}

const FREQUENCIES = [
  { value: "once", label: "Once" },
  { value: "daily", label: "Every day" },
  { value: "weekly", label: "Every week" },
  { value: "monthly", label: "Every month" },
];
const ENDS = [
  { value: "never", label: "Until I cancel" },
  { value: "date", label: "On a date" },
  { value: "count", label: "After a number of purchases" },
];

/** The body fields of a draft, as POST /api/schedules reads them. */
export function timingBody(d: ScheduleDraft) {
  return {
    frequency: d.frequency,
    start_at: d.start_at,
    ...(d.frequency === "monthly" && d.day_of_month ? { day_of_month: d.day_of_month } : {}),
    ...(d.frequency !== "once" && d.end === "date" && d.end_date ? { end_date: d.end_date } : {}),
    ...(d.frequency !== "once" && d.end === "count" && d.count ? { count: d.count } : {}),
  };
}

/** When and how often, in Lagos time: the schedule's fields on a summary page. */
export function ScheduleFields({
  value,
  onChange,
  errors,
  disabled,
}: {
  value: ScheduleDraft;
  onChange: (next: ScheduleDraft) => void;
  errors: Record<string, string[] | undefined>;
  disabled?: boolean;
}) {
  const set = <K extends keyof ScheduleDraft>(k: K, v: ScheduleDraft[K]) => onChange({ ...value, [k]: v });
  return (
    <>
      <SelectField
        label="How often"
        options={FREQUENCIES}
        value={value.frequency}
        onChange={(e) => set("frequency", e.target.value as ScheduleFrequency)}
        error={errors.frequency?.[0]}
        disabled={disabled}
      />
      <TextField
        type="datetime-local"
        label={value.frequency === "once" ? "Date and time" : "First purchase"}
        hint="Lagos time (WAT)."
        value={value.start_at}
        onChange={(e) => set("start_at", e.target.value)}
        error={errors.start_at?.[0]}
        disabled={disabled}
        required
      />
      {value.frequency === "monthly" && (
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          max={31}
          label="Day of the month"
          hint="29 to 31 fall on a shorter month's last day. Empty: the first purchase's day."
          value={value.day_of_month}
          onChange={(e) => set("day_of_month", e.target.value)}
          error={errors.day_of_month?.[0]}
          disabled={disabled}
        />
      )}
      {value.frequency !== "once" && (
        <>
          <SelectField
            label="Ends"
            options={ENDS}
            value={value.end}
            onChange={(e) => set("end", e.target.value as ScheduleDraft["end"])}
            disabled={disabled}
          />
          {value.end === "date" && (
            <TextField
              type="date"
              label="Last day"
              value={value.end_date}
              onChange={(e) => set("end_date", e.target.value)}
              error={errors.end_date?.[0]}
              disabled={disabled}
            />
          )}
          {value.end === "count" && (
            <TextField
              type="number"
              inputMode="numeric"
              min={1}
              max={SCHEDULE_COUNT_MAX}
              label="Number of purchases"
              value={value.count}
              onChange={(e) => set("count", e.target.value)}
              error={errors.count?.[0]}
              disabled={disabled}
            />
          )}
        </>
      )}
    </>
  );
}
