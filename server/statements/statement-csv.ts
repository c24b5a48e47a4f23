import { Readable } from "node:stream";
import { csvField, csvHeaderLine, csvLine } from "../admin/csv";
import { formatLagosDateTime } from "../../lib/dates";
import { koboToNairaText } from "../../lib/money";
import { STATEMENT_KINDS, STATEMENT_MAIN_KINDS, type StatementKind } from "../../lib/contracts/statements";
import type { Statement, StatementSummary } from "./statement-reader";

export const STATEMENT_CSV_HEADER = [
  "Date",
  "Description",
  "Reference",
  "Kind",
  "Debit (NGN)",
  "Credit (NGN)",
  "Balance (NGN)",
  "Support reference",
];

const money = (kobo: number | null) => (kobo === null ? "" : csvField(koboToNairaText(kobo), { text: false }));

/** Every kind the statement totals: the five main ones always, the others when they moved money. */
export function totalsToShow(
  summary: StatementSummary,
): { kind: StatementKind; debitKobo: number; creditKobo: number }[] {
  const found = new Map(summary.totals.map((t) => [t.kind, t]));
  const kinds = (Object.keys(STATEMENT_KINDS) as StatementKind[]).filter(
    (k) => STATEMENT_MAIN_KINDS.includes(k) || found.has(k),
  );
  return kinds.map((kind) => found.get(kind) ?? { kind, debitKobo: 0, creditKobo: 0 });
}

/**
 * The statement as CSV: the header row, an opening-balance line, one line per movement as it is
 * read, the closing balance, then one line per kind's totals. Amounts are plain naira text with 2
 * decimals (a spreadsheet sums them); texts that could run as formulas are neutralised by csvField.
 * `onRelease` runs when the stream ends or is abandoned (the read snapshot is given back).
 */
export function statementCsv(statement: Statement, onRelease: () => Promise<void>): Readable {
  const { summary } = statement;
  async function* lines() {
    try {
      yield csvHeaderLine(STATEMENT_CSV_HEADER);
      yield csvLine([
        csvField(formatLagosDateTime(summary.start)),
        csvField("Opening balance"),
        "",
        "",
        "",
        "",
        money(summary.openingKobo),
        "",
      ]);
      let chunk = "";
      let n = 0;
      for await (const m of statement.movements()) {
        chunk += csvLine([
          csvField(formatLagosDateTime(m.at)),
          csvField(m.description),
          csvField(m.reference),
          csvField(m.kind),
          money(m.amountKobo < 0 ? -m.amountKobo : null),
          money(m.amountKobo > 0 ? m.amountKobo : null),
          money(m.balanceKobo),
          csvField(m.supportReference),
        ]);
        if (++n % 100 === 0) {
          yield chunk;
          chunk = "";
        }
      }
      if (chunk) yield chunk;
      const closingAt = new Date(summary.end.getTime() - 1000);
      yield csvLine([
        csvField(formatLagosDateTime(closingAt)),
        csvField("Closing balance"),
        "",
        "",
        money(summary.debitKobo),
        money(summary.creditKobo),
        money(summary.closingKobo),
        "",
      ]);
      for (const t of totalsToShow(summary))
        yield csvLine([
          "",
          csvField(`Total ${STATEMENT_KINDS[t.kind].toLowerCase()}`),
          "",
          csvField(t.kind),
          money(t.debitKobo),
          money(t.creditKobo),
          "",
          "",
        ]);
    } finally {
      await onRelease();
    }
  }
  const stream = Readable.from(lines());
  // A download dropped before its first read never enters the generator, so its finally never runs.
  stream.once("close", () => void onRelease().catch(() => {}));
  return stream;
}
