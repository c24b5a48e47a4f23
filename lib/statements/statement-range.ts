import { STATEMENT_MESSAGES, statementQuery, type StatementQuery } from "@/lib/contracts/statements";

export type StatementPreset = "this_month" | "last_month" | "custom";

/** The range a preset stands for on `today` (custom: the caller's own days). */
export function presetRange(preset: Exclude<StatementPreset, "custom">, today: string): StatementQuery {
  const [y, m] = today.split("-").map(Number);
  if (preset === "this_month") return { from: `${today.slice(0, 8)}01`, to: today };
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

export type RangeCheck = { ok: true; range: StatementQuery } | { ok: false; errors: { from?: string; to?: string } };

/** The API's rules (lib/contracts/statements.ts) plus "not after today", checked before any download is offered. */
export function checkRange(from: string, to: string, today: string): RangeCheck {
  const parsed = statementQuery.safeParse({ from, to });
  if (!parsed.success) {
    const errors: { from?: string; to?: string } = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === "from" ? "from" : "to";
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  if (parsed.data.to > today) return { ok: false, errors: { to: STATEMENT_MESSAGES.future } };
  return { ok: true, range: parsed.data };
}

/** The BFF address of the statement's file (the browser streams it to disk). */
export const statementFileUrl = (range: StatementQuery, format: "pdf" | "csv"): string =>
  `/api/statements/statement.${format}?${new URLSearchParams({ from: range.from, to: range.to })}`;
