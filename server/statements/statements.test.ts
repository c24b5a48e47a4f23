import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { pdfFontNames, pdfText } from "../test/pdf-tools";
import { walletBalanceKobo } from "../wallet/ledger";
import { lagosDayWindow } from "../wallet/lagos-day";
import { STATEMENT_MESSAGES, lastStatementDay } from "../../lib/contracts/statements";
import { statementCsv, STATEMENT_CSV_HEADER } from "./statement-csv";
import { openReadSnapshot } from "./read-snapshot";
import { readStatement } from "./statement-reader";
import { bulkMovements, csvKobo, move, parseCsv } from "./statement-test-kit";

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => lagosDayWindow(t.app.ctx.now()).day;
const firstOfMonth = () => `${today().slice(0, 8)}01`;
const get = (token: string | null, path: string, query: Record<string, string>) =>
  t.app.inject({
    method: "GET",
    url: `/api/statements/${path}?${new URLSearchParams(query)}`,
    headers: token ? bearer(token) : {},
  });

describe("the range rules", () => {
  test("12 months less a day, whatever the month's length", () => {
    expect(lastStatementDay("2025-01-15")).toBe("2026-01-14");
    expect(lastStatementDay("2025-01-01")).toBe("2025-12-31");
    expect(lastStatementDay("2024-02-29")).toBe("2025-02-27");
    expect(lastStatementDay("2025-03-31")).toBe("2026-03-30");
  });

  test("authentication comes before validation", async () => {
    const res = await get(null, "statement.csv", { from: "nonsense", to: "2025-01-01" });
    expect(res.statusCode).toBe(401);
  });

  test("an inverted, too long, future or unreadable range is refused with a clear message", async () => {
    const u = await createUser(t);
    const cases: [Record<string, string>, string][] = [
      [{ from: "2025-03-10", to: "2025-03-09" }, STATEMENT_MESSAGES.inverted],
      [{ from: "2024-03-10", to: "2025-03-10" }, STATEMENT_MESSAGES.tooLong],
      [
        { from: today(), to: lagosDayWindow(new Date(t.app.ctx.now().getTime() + 86_400_000)).day },
        STATEMENT_MESSAGES.future,
      ],
      [{ from: "2025-02-30", to: "2025-03-01" }, STATEMENT_MESSAGES.notADay],
      [{ from: "10/03/2025", to: "2025-03-01" }, STATEMENT_MESSAGES.dayFormat],
      [{ to: "2025-03-01" }, STATEMENT_MESSAGES.fromRequired],
      [{ from: "2025-03-01" }, STATEMENT_MESSAGES.toRequired],
      [{ from: "", to: "2025-03-01" }, STATEMENT_MESSAGES.fromRequired],
    ];
    for (const [query, message] of cases)
      for (const path of ["statement.csv", "statement.pdf"]) {
        const res = await get(u.token, path, query);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(message);
      }
    // A full 12 months is fine.
    expect((await get(u.token, "statement.csv", { from: "2024-03-10", to: "2025-03-09" })).statusCode).toBe(200);
  });
});

describe("the statement's content", () => {
  test("CSV: opening balance, each movement in order with its running balance, closing = wallet, totals per kind", async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const db = t.app.ctx.db;
    // Last month's movements make the opening balance of this month's statement.
    const monthStart = new Date(`${firstOfMonth()}T00:00:00+01:00`);
    await bulkMovements(db, u.userId, 4, new Date(monthStart.getTime() - 10 * 24 * 3600 * 1000));
    const opening = await walletBalanceKobo(db, u.userId); // 1002 - 500 + 1004 - 500
    expect(opening).toBe(1006);
    await move(db, u.userId, "funding", 500_000, `f:${u.userId}`);
    await move(db, u.userId, "purchase", 100_000, `p:${u.userId}`, "MTN airtime purchase");
    await move(db, u.userId, "refund", 100_000, `r:${u.userId}`);
    await move(db, u.userId, "cashback", 2_000, `c:${u.userId}`);
    await move(db, u.userId, "adjustment", 1, `a:${u.userId}`, '=HYPERLINK("http://x")');
    await move(db, other.userId, "funding", 777_777, `f:${other.userId}`);

    const res = await get(u.token, "statement.csv", { from: firstOfMonth(), to: today() });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="statement_${firstOfMonth()}_${today()}.csv"`,
    );
    expect(res.body.startsWith("\uFEFFDate,")).toBe(true); // so Excel reads it as UTF-8 ("₦", names)
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual(STATEMENT_CSV_HEADER);
    expect(rows[1][1]).toBe("Opening balance");
    expect(csvKobo(rows[1][6])).toBe(1006);
    const movements = rows.slice(2, 7);
    expect(movements.map((r) => r[3])).toEqual(["funding", "purchase", "refund", "cashback", "adjustment"]);
    expect(movements.map((r) => csvKobo(r[5]) - csvKobo(r[4]))).toEqual([500_000, -100_000, 100_000, 2_000, 1]);
    expect(movements.map((r) => csvKobo(r[6]))).toEqual([501_006, 401_006, 501_006, 503_006, 503_007]);
    expect(movements[1][1]).toBe("MTN airtime purchase");
    // A text a spreadsheet would run as a formula is written as text.
    expect(movements[4][1]).toBe('\'=HYPERLINK("http://x")');
    // The short reference the screens show, and the long one support reads in the last column.
    expect(movements[0][2]).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(movements[0][7].replace(/-/g, "").toUpperCase().endsWith(movements[0][2].replace("-", ""))).toBe(true);
    expect(rows[7][1]).toBe("Closing balance");
    expect(csvKobo(rows[7][6])).toBe(await walletBalanceKobo(db, u.userId));
    const totals = Object.fromEntries(rows.slice(8).map((r) => [r[3], [csvKobo(r[4]), csvKobo(r[5])]]));
    expect(totals).toEqual({
      funding: [0, 500_000],
      purchase: [100_000, 0],
      refund: [0, 100_000],
      cashback: [0, 2_000],
      invoice_payment: [0, 0],
      adjustment: [0, 1],
    });
    // The other customer's money is nowhere in it.
    expect(res.body).not.toContain("7777.77");

    // Last month alone: the bulk movements, ending at this month's opening balance.
    const lastMonthStart = new Date(monthStart.getTime() - 10 * 24 * 3600 * 1000);
    const from = lagosDayWindow(lastMonthStart).day;
    const before = parseCsv(
      (await get(u.token, "statement.csv", { from, to: lagosDayWindow(new Date(monthStart.getTime() - 1)).day })).body,
    );
    expect(csvKobo(before[1][6])).toBe(0);
    expect(before.find((r) => r[1] === "Closing balance")![6]).toBe("10.06");
  });

  test("a level fee and a referral bonus have headings of their own, not Adjustments", async () => {
    const u = await createUser(t);
    const db = t.app.ctx.db;
    await move(db, u.userId, "funding", 600_000, `lf-f:${u.userId}`);
    await move(db, u.userId, "level_fee", 500_000, `lf:${u.userId}`, "Upgrade to Reseller");
    await move(db, u.userId, "referral_bonus", 20_000, `rb:${u.userId}`, "Referral bonus (₦200.00)");
    const rows = parseCsv((await get(u.token, "statement.csv", { from: firstOfMonth(), to: today() })).body.slice(1));
    expect(rows.slice(2, 5).map((r) => r[3])).toEqual(["funding", "level_fee", "referral_bonus"]);
    const totals = rows.filter((r) => r[1].startsWith("Total ")).map((r) => [r[1], csvKobo(r[4]), csvKobo(r[5])]);
    expect(totals).toContainEqual(["Total level fees", 500_000, 0]);
    expect(totals).toContainEqual(["Total referral bonuses", 0, 20_000]);
    expect(totals.map((r) => r[0])).not.toContain("Total adjustments");
  });

  test("a customer with no wallet yet gets an empty statement, not an error", async () => {
    const u = await createUser(t);
    const rows = parseCsv((await get(u.token, "statement.csv", { from: firstOfMonth(), to: today() })).body);
    expect(rows.map((r) => r[1]).slice(1, 3)).toEqual(["Opening balance", "Closing balance"]);
    expect(csvKobo(rows[2][6])).toBe(0);
  });

  test("PDF: the receipts' look (Noto Sans, ₦, the product's header) with the balances and totals", async () => {
    const u = await createUser(t, { name: "Ọláolúwa Adéṣínà" });
    const db = t.app.ctx.db;
    await move(db, u.userId, "funding", 1_234_567, `pf:${u.userId}`, "Bank transfer into virtual account (MNFY-1)");
    await move(db, u.userId, "purchase", 200_000, `pp:${u.userId}`, "DStv purchase");
    const res = await get(u.token, "statement.pdf", { from: firstOfMonth(), to: today() });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = res.rawPayload;
    const text = pdfText(pdf);
    for (const s of [
      "Naira Wallet",
      "Account Statement",
      "Ọláolúwa Adéṣínà",
      "Opening balance",
      "₦0.00",
      "Bank transfer into virtual account (MNFY-1)",
      "₦12,345.67",
      "DStv purchase",
      "₦2,000.00",
      "₦10,345.67",
      "Closing balance",
      "Funding",
      "Purchases",
      "Refunds",
      "Cashback",
      "Invoice payments",
    ])
      expect(text).toContain(s);
    expect(pdfFontNames(pdf).every((f) => f.startsWith("NotoSans"))).toBe(true);
  });
});

test("the OpenAPI document has both files and insights, with bearer security and the query's days", async () => {
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  for (const [path, type] of [
    ["/api/statements/statement.csv", "text/csv"],
    ["/api/statements/statement.pdf", "application/pdf"],
  ]) {
    const op = doc.paths[path].get;
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(op.parameters.map((p: { name: string }) => p.name).sort()).toEqual(["from", "to"]);
    expect(Object.keys(op.responses["200"].content)).toEqual([type]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["401", "422", "429"]));
  }
  expect(doc.paths["/api/insights"].get.security).toEqual([{ bearer: [] }]);
});

test("a download dropped before its first byte gives the read snapshot back", async () => {
  const u = await createUser(t);
  await move(t.app.ctx.db, u.userId, "funding", 1_000, `drop:${u.userId}`);
  const snapshot = await openReadSnapshot(t.app.ctx.db);
  const statement = await readStatement(snapshot.tx, u.userId, { from: firstOfMonth(), to: today() });
  let released = false;
  const stream = statementCsv(statement, async () => {
    released = true;
    await snapshot.release();
  });
  stream.destroy();
  // On PGlite (one connection) this read would wait for ever behind a snapshot left open.
  expect(await walletBalanceKobo(t.app.ctx.db, u.userId)).toBe(1_000);
  expect(released).toBe(true);
});
