import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { walletBalanceKobo } from "../wallet/ledger";
import { lagosDayWindow } from "../wallet/lagos-day";
import { openReadSnapshot } from "./read-snapshot";
import { readStatement, type Statement } from "./statement-reader";
import { statementCsv } from "./statement-csv";
import { statementPdf } from "./statement-pdf";
import { bulkMovements, bulkNetKobo, csvKobo, parseCsv } from "./statement-test-kit";

jest.setTimeout(300_000);

const COUNT = 10_000;
let t: TestApp;
let user: { userId: string; token: string };
let range: { from: string; to: string };

beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
  // Ten thousand movements a second apart, ending well before now (about 2 h 47 min of them).
  const start = new Date(t.app.ctx.now().getTime() - 4 * 3600 * 1000);
  await bulkMovements(t.app.ctx.db, user.userId, COUNT, start);
  range = { from: lagosDayWindow(start).day, to: lagosDayWindow(t.app.ctx.now()).day };
});
afterAll(() => t.close());

/** The statement with a count of the movements read from the database so far. */
async function countedStatement() {
  const snapshot = await openReadSnapshot(t.app.ctx.db);
  const statement = await readStatement(snapshot.tx, user.userId, range);
  const read = { n: 0 };
  const counted: Statement = {
    summary: statement.summary,
    movements: async function* () {
      for await (const m of statement.movements()) {
        read.n++;
        yield m;
      }
    },
  };
  return { statement: counted, read, release: snapshot.release };
}

test("10,000 movements through the API: the CSV's rows sum to closing - opening, and closing is the wallet", async () => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/statements/statement.csv?${new URLSearchParams(range)}`,
    headers: bearer(user.token),
  });
  expect(res.statusCode).toBe(200);
  const rows = parseCsv(res.body);
  const movements = rows.filter((r) => r[3] === "funding" || r[3] === "purchase");
  const closing = rows.find((r) => r[1] === "Closing balance")!;
  expect(movements.slice(0, -2)).toHaveLength(COUNT); // the two totals rows carry a kind too
  let balance = csvKobo(rows[1][6]);
  let credits = 0;
  let debits = 0;
  for (const r of movements.slice(0, COUNT)) {
    credits += csvKobo(r[5]);
    debits += csvKobo(r[4]);
    balance += csvKobo(r[5]) - csvKobo(r[4]);
    expect(csvKobo(r[6])).toBe(balance);
  }
  expect(credits - debits).toBe(bulkNetKobo(COUNT));
  expect([csvKobo(closing[4]), csvKobo(closing[5])]).toEqual([debits, credits]);
  expect(csvKobo(closing[6])).toBe(balance);
  expect(balance).toBe(await walletBalanceKobo(t.app.ctx.db, user.userId));
});

test("the CSV's first bytes leave before the last movement is read", async () => {
  const { statement, read, release } = await countedStatement();
  const stream = statementCsv(statement, release);
  let readAtFirstRow: number | null = null;
  let bytes = 0;
  for await (const chunk of stream) {
    bytes += chunk.length;
    if (readAtFirstRow === null && /Bulk movement/.test(String(chunk))) readAtFirstRow = read.n;
  }
  expect(readAtFirstRow).not.toBeNull();
  expect(readAtFirstRow!).toBeLessThan(COUNT / 2);
  expect(read.n).toBe(COUNT);
  expect(bytes).toBeGreaterThan(COUNT * 50);
});

test("the PDF's pages leave as they are drawn, and a reader that stops ends the reading", async () => {
  const { statement, read, release } = await countedStatement();
  const stream = statementPdf({
    statement,
    supportEmail: "s@example.com",
    generatedAt: new Date(),
    onRelease: release,
  });
  let readAt100k: number | null = null;
  let bytes = 0;
  let first: Buffer | null = null;
  let last: Buffer | null = null;
  for await (const chunk of stream) {
    first ??= chunk;
    last = chunk;
    bytes += chunk.length;
    if (readAt100k === null && bytes > 100_000) readAt100k = read.n;
  }
  expect(first!.subarray(0, 5).toString()).toBe("%PDF-");
  expect(last!.toString()).toContain("%%EOF");
  expect(readAt100k).not.toBeNull();
  // The drawing may run up to statement-pdf's BUFFER_LIMIT (256 KB of page content, ~5,000 rows)
  // ahead of the reader; a PDF built whole before its first byte left would have read all 10,000.
  expect(readAt100k!).toBeLessThan(COUNT * 0.7);
  expect(read.n).toBe(COUNT);

  // A download abandoned early: the reading stops and the snapshot is given back.
  const second = await countedStatement();
  let released = false;
  const abandoned = statementPdf({
    statement: second.statement,
    supportEmail: "s@example.com",
    generatedAt: new Date(),
    onRelease: async () => {
      released = true;
      await second.release();
    },
  });
  for await (const chunk of abandoned) if (chunk.length) break;
  await new Promise((r) => setTimeout(r, 200));
  expect(released).toBe(true);
  expect(second.read.n).toBeLessThan(COUNT);
  // The database is free again (on PGlite a held snapshot would block this).
  expect(await walletBalanceKobo(t.app.ctx.db, user.userId)).toBe(bulkNetKobo(COUNT));
});
