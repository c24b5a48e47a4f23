"use client";
import { useMemo, useState } from "react";
import { FileLink } from "@/components/ui/button";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { TextField } from "@/components/ui/text-field";
import { formatLagosDateTime, lagosToday } from "@/lib/dates";
import { checkRange, presetRange, statementFileUrl, type StatementPreset } from "@/lib/statements/statement-range";
import styles from "./statements.module.css";

const PRESETS = [
  { value: "this_month", label: "This month" },
  { value: "last_month", label: "Last month" },
  { value: "custom", label: "Custom range" },
] as const;

const dayLabel = (day: string) => formatLagosDateTime(new Date(`${day}T00:00:00+01:00`)).replace(/, .*$/, "");

/**
 * Picks the statement's range (this month, last month, or custom up to 12 months, checked with the
 * API's own rules) and offers its PDF and CSV as plain links: the browser streams them to disk.
 */
export function StatementForm() {
  const today = useMemo(() => lagosToday(new Date()), []);
  const [preset, setPreset] = useState<StatementPreset>("this_month");
  const initial = presetRange("this_month", today);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);

  const choose = (value: string) => {
    const p = value as StatementPreset;
    setPreset(p);
    if (p !== "custom") {
      const r = presetRange(p, today);
      setFrom(r.from);
      setTo(r.to);
    }
  };
  const check = checkRange(from, to, today);

  return (
    <div className={styles.form}>
      <RadioGroupField label="Period" name="period" options={PRESETS} value={preset} onChange={choose} />
      {preset === "custom" && (
        <div className={styles.dates}>
          <TextField
            label="From"
            type="date"
            name="from"
            value={from}
            max={today}
            onChange={(e) => setFrom(e.target.value)}
            error={check.ok ? undefined : check.errors.from}
          />
          <TextField
            label="To"
            type="date"
            name="to"
            value={to}
            max={today}
            onChange={(e) => setTo(e.target.value)}
            error={check.ok ? undefined : check.errors.to}
            hint="At most 12 months."
          />
        </div>
      )}
      {check.ok ? (
        <>
          <p className={styles.summary} aria-live="polite">
            Statement for {dayLabel(check.range.from)} to {dayLabel(check.range.to)} (Lagos time).
          </p>
          <div className={styles.actions}>
            <FileLink href={statementFileUrl(check.range, "pdf")} download data-testid="statement-pdf">
              Download PDF
            </FileLink>
            <FileLink
              href={statementFileUrl(check.range, "csv")}
              download
              variant="secondary"
              data-testid="statement-csv"
            >
              Download CSV
            </FileLink>
          </div>
        </>
      ) : (
        preset !== "custom" && (
          <p role="alert" className={styles.error}>
            {check.errors.from ?? check.errors.to}
          </p>
        )
      )}
    </div>
  );
}
