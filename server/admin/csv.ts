/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe: customer names and references are outside input.
 */
export function csvField(value: string | number | null | undefined, opts: { text?: boolean } = {}): string {
  if (value === null || value === undefined) return "";
  let s = String(value);
  if (opts.text !== false && typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (fields: string[]) => `${fields.join(",")}\r\n`;

/**
 * A downloaded CSV's first line: UTF-8's byte order mark, then the header. Excel reads a file
 * without it in the machine's legacy code page, and "₦" or a customer's "Adébáyọ̀" turn to mojibake.
 */
export const csvHeaderLine = (names: readonly string[]) => `\uFEFF${csvLine(names.map((h) => csvField(h)))}`;
