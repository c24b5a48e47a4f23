import { z } from "zod";
import { groupThousands } from "../money";
import { debitPinField } from "./pin";
import { debitPasskeyField } from "./passkey-approval";
import { successStatus } from "./common";

/** Bulk purchases from a CSV (issue 20): upload, preview, confirm with the PIN, per-row status, result file. */

export const BULK_MAX_ROWS = 1000;
export const BULK_MAX_BYTES = 200 * 1024;
export const bulkServiceField = z.enum(["airtime", "data"], { error: "Choose airtime or data." });
export type BulkServiceName = z.infer<typeof bulkServiceField>;

/** The header of each service's file (the template's first line). */
export const BULK_COLUMNS = {
  airtime: ["phone", "network", "amount"],
  data: ["phone", "network", "plan"],
} as const;

/** What is wrong with a header that names some of the service's columns (server/bulk/csv-file.ts). */
export interface BulkHeaderProblem {
  unknown: string[];
  missing: string[];
  twice: string[];
  /** A column with no name in the header but a value in a line (a fully empty one is ignored). */
  unnamed: { column: number; line: number } | null;
}

export const BULK_MSG = {
  fileRequired: "Choose a CSV file to upload.",
  tooLarge: `The file is too large: at most ${BULK_MAX_BYTES / 1024} KB.`,
  notUtf8: 'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and upload it again.',
  /** A file the CSV reader refused, in the product's words (server/bulk/csv-file.ts maps the reader's errors). */
  notCsv: (line: number | null, problem: string) =>
    `${line ? `Line ${line}` : "The file"} could not be read: ${problem}`,
  csvOpeningQuote: "a quote may only open a cell. Check its quotes and commas.",
  csvClosingQuote: 'a closing quote must end its cell (write "" for a quote inside a quoted cell).',
  csvQuoteNotClosed: "a quote is opened and never closed. Check the quotes of each line.",
  csvCellCount: (cells: number) =>
    `it has ${cells} ${cells === 1 ? "cell" : "cells"}, not as many as the first line. Check its commas.`,
  csvOther: "check its quotes and commas.",
  empty: "The file has no purchases: add one row per phone number under the header.",
  tooManyRows: (n: number) => `The file has ${groupThousands(n)} rows: at most 1,000 per file.`,
  header: (cols: readonly string[]) =>
    `The first line must be the header: ${cols.join(",")}, in any order (download the template).`,
  /** A header that names the service's columns wrongly: what is wrong, then the header it must be. */
  headerProblem: (service: BulkServiceName, cols: readonly string[], problem: BulkHeaderProblem) => {
    const q = (names: string[]) => names.map((n) => `"${n}"`).join(", ");
    const parts = [
      problem.unknown.length &&
        `${problem.unknown.length === 1 ? "a column" : "columns"} ${service === "airtime" ? "an airtime" : "a data"} file does not take: ${q(problem.unknown)}`,
      problem.twice.length && `${q(problem.twice)} twice`,
      problem.unnamed && `no name for column ${problem.unnamed.column}, which line ${problem.unnamed.line} fills`,
      problem.missing.length &&
        `no ${q(problem.missing).replace(/, ([^,]*)$/, " and $1")} ${problem.missing.length === 1 ? "column" : "columns"}`,
    ].filter(Boolean);
    return `The first line has ${parts.join(", and ")}. It must be the header: ${cols.join(",")}, in any order (download the template).`;
  },
  formula: (cells: string[]) =>
    `Cells must not start with =, +, - or @ (spreadsheet formulas are refused), but for a number such as +2348031234567: ${cells.join(", ")}.`,
  notFound: "Batch not found.",
  nothingValid: "No row of this file can be bought: correct the rows marked invalid and upload it again.",
  insufficient: (total: string, balance: string) =>
    `Insufficient balance: this batch costs ${total} and your wallet has ${balance}. Fund your wallet first.`,
  insufficientSetAside: (total: string, balance: string, setAside: string) =>
    `Insufficient balance: this batch costs ${total} and your wallet has ${balance}, of which ${setAside} is set aside for your batches still being bought. Fund your wallet or wait for them to finish.`,
  networkUnknown: "The network could not be detected from this number: write mtn, airtel, glo or 9mobile.",
  networkInvalid: "Network must be auto, mtn, airtel, glo or 9mobile.",
  planRequired: "Enter the data plan's code (see Data plan codes on the bulk page).",
  planInvalid: "This data plan does not exist for the network (see Data plan codes on the bulk page).",
  /** A valid line that buys what an earlier one of the file buys: a warning, the line is still bought. */
  sameAs: (line: number) => `Same as line ${line}`,
  /** Confirm found the customer's prices changed since the file was checked (a level or a discount changed). */
  pricesChanged: (was: string, now: string) =>
    `The prices changed since this file was checked: the batch now costs ${now}, not ${was}. Check the new total and confirm again.`,
  /** A line whose price rose after the batch was confirmed: not bought above what the owner approved. */
  priceRose:
    "The price went up after you confirmed this batch, so this line was not bought. Upload it again to buy it at the new price.",
} as const;

export const bulkUploadBody = z.object({
  service: bulkServiceField,
  file_name: z
    .string({ error: BULK_MSG.fileRequired })
    .trim()
    .min(1, BULK_MSG.fileRequired)
    .max(200, "At most 200 characters."),
  /** The file's bytes, base64: its encoding is judged on the bytes themselves. */
  content_base64: z
    .string({ error: BULK_MSG.fileRequired })
    .min(1, BULK_MSG.fileRequired)
    // a little over the limit still reaches the file check (which answers on `file`); far over stops here
    .max(Math.ceil((2 * BULK_MAX_BYTES) / 3) * 4 + 4, BULK_MSG.tooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, BULK_MSG.fileRequired),
});
export type BulkUploadInput = z.input<typeof bulkUploadBody>;

export const bulkConfirmBody = z.object({ pin: debitPinField, passkey: debitPasskeyField });

export const bulkTemplateQuery = z.object({ service: bulkServiceField });

export const BULK_ROW_STATES = [
  "invalid",
  "ready",
  "queued",
  "processing",
  "pending",
  "delivered",
  "failed",
  "reversed",
] as const;

export const bulkRowView = z.object({
  row: z.number().int(),
  phone: z.string(),
  network: z.string().nullable(),
  plan: z.string().nullable(),
  plan_name: z.string().nullable(),
  /** The face value the row buys (naira), as the file's amount or the plan's price, when valid. */
  amount: z.number().nullable(),
  /**
   * What the wallet was debited for the row's purchase (naira): the customer's price at their
   * level, the purchase's own amount as the history shows it (refunded when failed or reversed);
   * null until the row is bought.
   */
  paid: z.number().nullable(),
  /** What came back to the wallet (naira): the paid amount once the purchase failed or was reversed and refunded; else null. */
  refunded: z.number().nullable(),
  error: z.string().nullable(),
  /**
   * The earlier line of the file this valid line repeats (same number, network and amount or plan),
   * or null: a warning only, both are bought (a reseller may buy twice for one number).
   */
  same_as: z.number().int().nullable(),
  status: z.enum(BULK_ROW_STATES),
  reference: z.string().nullable(),
  message: z.string().nullable(),
});
export type BulkRowView = z.infer<typeof bulkRowView>;

export const bulkBatchView = z.object({
  id: z.string(),
  service: bulkServiceField,
  file_name: z.string(),
  status: z.enum(["preview", "confirmed", "done"]),
  row_count: z.number().int(),
  valid_count: z.number().int(),
  /** What the valid rows cost (naira): the amount confirmed with the PIN. */
  total: z.number(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  counts: z.record(z.string(), z.number().int()),
});
export type BulkBatchView = z.infer<typeof bulkBatchView>;

export const bulkBatchResponse = z.object({
  status: successStatus,
  batch: bulkBatchView,
  rows: z.array(bulkRowView),
  /** True when this exact file was uploaded in the last 24 h: its batch is answered again. */
  reused: z.boolean().optional(),
});
export type BulkBatchResponse = z.infer<typeof bulkBatchResponse>;

export const bulkBatchesResponse = z.object({ status: successStatus, batches: z.array(bulkBatchView) });
