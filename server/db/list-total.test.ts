import { sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../test/test-app";
import { EXACT_TOTAL_UP_TO, listTotal, plannedRows } from "./list-total";

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const series = (n: number) => sql`SELECT 1 FROM generate_series(1, ${sql.raw(String(n))})`;

test("a list of up to EXACT_TOTAL_UP_TO rows is counted exactly", async () => {
  const db = t.app.ctx.db;
  expect(await listTotal(db, series(0))).toEqual({ total: 0, estimated: false });
  expect(await listTotal(db, series(37))).toEqual({ total: 37, estimated: false });
  expect(await listTotal(db, series(EXACT_TOTAL_UP_TO))).toEqual({ total: EXACT_TOTAL_UP_TO, estimated: false });
});

test("a longer list's total is the planner's estimate, never at or below the exact limit", async () => {
  const db = t.app.ctx.db;
  // PostgreSQL plans generate_series(1, n) at exactly n rows.
  expect(await plannedRows(db, series(250_000))).toBe(250_000);
  expect(await listTotal(db, series(250_000))).toEqual({ total: 250_000, estimated: true });
  // A query the planner underestimates still reads as longer than the exact limit.
  const underestimated = sql`SELECT 1 FROM generate_series(1, 20000) g WHERE g % 7 <> 0 AND g % 11 <> 0 AND g % 13 <> 0`;
  const total = await listTotal(db, underestimated);
  expect(total.estimated).toBe(true);
  expect(total.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
});
