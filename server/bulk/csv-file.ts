import { parse } from "csv-parse/sync";
import {
  BULK_COLUMNS,
  BULK_MAX_BYTES,
  BULK_MAX_ROWS,
  BULK_MSG,
  type BulkHeaderProblem,
  type BulkServiceName,
} from "../../lib/contracts/bulk";
import { validationFailed } from "../http/errors";
import { ungroupNaira } from "../../lib/money";

/** One data line of an uploaded file, by column name, with its line number (the header is line 1). */
export interface CsvRecord {
  line: number;
  cells: Record<string, string>;
}

const refuse = (message: string) => validationFailed({ file: [message] });

/** What a spreadsheet would run as a formula. */
const FORMULA_START = /^[=+\-@]/;
/** A signed number ("+2348031234567", "-60"): a spreadsheet reads it as the number, nothing runs. */
const SIGNED_NUMBER = /^[+-][\d ().-]+$/;

const isFormula = (cell: string) => FORMULA_START.test(cell) && !SIGNED_NUMBER.test(cell);

/** The column separator: a comma, or the semicolon of spreadsheets saved in a comma-decimal locale. */
function delimiterOf(text: string): "," | ";" {
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  return !firstLine.includes(",") && firstLine.includes(";") ? ";" : ",";
}

/**
 * The CSV reader's refusal in the product's words, naming the line (csv-parse's own text, "Invalid
 * Opening Quote: a quote is found on field 0…", never reaches the customer). A quote never closed
 * is only found at the end of the file, so that one names no line.
 */
export function csvErrorMessage(err: unknown): string {
  const e = (err ?? {}) as { code?: unknown; lines?: unknown; record?: unknown };
  const line = typeof e.lines === "number" && e.lines > 0 ? e.lines : null;
  switch (e.code) {
    case "INVALID_OPENING_QUOTE":
      return BULK_MSG.notCsv(line, BULK_MSG.csvOpeningQuote);
    case "CSV_INVALID_CLOSING_QUOTE":
      return BULK_MSG.notCsv(line, BULK_MSG.csvClosingQuote);
    case "CSV_QUOTE_NOT_CLOSED":
      return BULK_MSG.notCsv(null, BULK_MSG.csvQuoteNotClosed);
    case "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH":
      return Array.isArray(e.record)
        ? BULK_MSG.notCsv(line, BULK_MSG.csvCellCount(e.record.length))
        : BULK_MSG.notCsv(line, BULK_MSG.csvOther);
    default:
      return BULK_MSG.notCsv(line, BULK_MSG.csvOther);
  }
}

/**
 * The uploaded bytes as records, or a 422 on `file` saying why not: too large, not UTF-8, not a
 * CSV, no or wrong header (columnsOf), a formula cell, no rows or more than 1,000. Nothing is stored for a
 * refused file.
 */
export function readBulkCsv(bytes: Buffer, service: BulkServiceName): CsvRecord[] {
  if (bytes.length > BULK_MAX_BYTES) throw refuse(BULK_MSG.tooLarge);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse(BULK_MSG.notUtf8);
  }
  // Valid UTF-8 with NUL bytes is what UTF-16 text without a BOM ("Unicode Text") or a binary file
  // looks like: the same advice (save as "CSV UTF-8") is the one that helps.
  if (text.includes("\u0000")) throw refuse(BULK_MSG.notUtf8);
  let table: { record: string[]; info: { lines: number } }[];
  const delimiter = delimiterOf(text);
  try {
    // Lines of empty cells only (",,", what a spreadsheet leaves under its last row) are skipped
    // as blank lines are; each record keeps the file's own line number.
    table = parse(text, {
      bom: true,
      delimiter,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: false,
      trim: false,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    throw refuse(csvErrorMessage(err));
  }
  const formulas: string[] = [];
  table.forEach(({ record, info }) =>
    record.forEach((cell, j) => {
      if (isFormula(cell.trim()) && formulas.length < 5) formulas.push(`line ${info.lines} column ${j + 1}`);
    }),
  );
  if (formulas.length) throw refuse(BULK_MSG.formula(formulas));
  const [header, ...rows] = table;
  const columns = columnsOf(service, header?.record ?? [], rows);
  if (!rows.length) throw refuse(BULK_MSG.empty);
  if (rows.length > BULK_MAX_ROWS) throw refuse(BULK_MSG.tooManyRows(rows.length));
  return rows.map(({ record, info }) => ({
    line: info.lines,
    cells: Object.fromEntries(
      BULK_COLUMNS[service].map((c) => {
        const cell = (record[columns[c]] ?? "").trim();
        // Excel's grouped amounts ("1,000"); in a semicolon file a comma may be the decimal mark.
        return [c, c === "amount" && delimiter === "," ? ungroupNaira(cell) : cell];
      }),
    ),
  }));
}

/** How many unknown header names a refusal quotes, and how much of each. */
const NAMES_SHOWN = 5;
const NAME_CHARS = 40;
const shown = (name: string) => (name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS)}…` : name);

/**
 * Where each of the service's columns is, read from the header as people write it: any case, spaces
 * around, any order. A column with no name and no value in any line is ignored (the trailing commas
 * a spreadsheet exports); an unknown name is refused, naming it (a typo such as "ammount" must not
 * leave the amount unread), as are a column named twice, a missing one and a nameless one in use.
 * A header naming none of the columns is not a header: the plain message says what it must be.
 */
function columnsOf(
  service: BulkServiceName,
  header: string[],
  rows: { record: string[]; info: { lines: number } }[],
): Record<string, number> {
  const want: readonly string[] = BULK_COLUMNS[service];
  const names = header.map((h) => h.trim().toLowerCase());
  if (!names.some((n) => want.includes(n))) throw refuse(BULK_MSG.header(want));
  const at: Record<string, number> = {};
  const problem: BulkHeaderProblem = { unknown: [], missing: [], twice: [], unnamed: null };
  names.forEach((name, j) => {
    if (!name) {
      const used = rows.find(({ record }) => (record[j] ?? "").trim() !== "");
      if (used && !problem.unnamed) problem.unnamed = { column: j + 1, line: used.info.lines };
    } else if (!want.includes(name)) {
      if (problem.unknown.length < NAMES_SHOWN) problem.unknown.push(shown(header[j].trim()));
    } else if (name in at) {
      if (!problem.twice.includes(name)) problem.twice.push(name);
    } else at[name] = j;
  });
  problem.missing = want.filter((c) => !(c in at));
  if (problem.unknown.length || problem.missing.length || problem.twice.length || problem.unnamed)
    throw refuse(BULK_MSG.headerProblem(service, want, problem));
  return at;
}

/** The template each service's upload starts from. */
export function bulkTemplate(service: BulkServiceName): string {
  const example =
    service === "airtime"
      ? ["08031234567,auto,100", "08021234567,airtel,200.50"]
      : ["08031234567,auto,mtn-10mb-100", "08051234567,glo,glo100"];
  return `${BULK_COLUMNS[service].join(",")}\r\n${example.join("\r\n")}\r\n`;
}
