import { bearer, createUser } from "../test/fixtures";
import { createTestApp, type TestApp } from "../test/test-app";
import { FIRST_FILTER_DAY, TOO_EARLY_DAY } from "../../lib/contracts/calendar-day";

/**
 * Every date filter refuses a day before FIRST_FILTER_DAY with a 422 in the product's shape: the
 * Lagos midnight of 0001-01-01 is 0000-12-31T23:00Z, which PostgreSQL refuses as out of range, so
 * these requests answered 500 (and the admin's CSV export an empty file with 200).
 */
jest.setTimeout(120_000);

let t: TestApp;
let customer: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = (await createUser(t)).token;
  admin = (await createUser(t, { isAdmin: true })).token;
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });

test.each([
  ["customer", "/api/transactions?from=0001-01-01"],
  ["customer", "/api/transactions?to=0001-01-01"],
  ["customer", "/api/statements/statement.csv?from=0001-01-01&to=0001-01-02"],
  ["customer", "/api/statements/statement.pdf?from=0001-01-01&to=0001-01-02"],
  ["admin", "/api/admin/transactions?from=0001-01-01"],
  ["admin", "/api/admin/transactions/export.csv?from=0001-01-01"],
  ["admin", "/api/admin/reports/profit?from=0001-01-01&to=0001-01-02"],
  ["admin", "/api/admin/reports/profit?to=1899-12-31"],
])("%s %s: 422, the day refused by name", async (who, url) => {
  const res = await get(who === "admin" ? admin : customer, url);
  expect(res.statusCode).toBe(422);
  const body = res.json() as { message: string; errors: Record<string, string[]> };
  expect(Object.values(body.errors).flat()).toContain(TOO_EARLY_DAY);
});

test("the first day itself, and the filters' other checks, are unchanged", async () => {
  expect((await get(customer, `/api/transactions?from=${FIRST_FILTER_DAY}`)).statusCode).toBe(200);
  expect((await get(admin, `/api/admin/transactions?from=${FIRST_FILTER_DAY}&to=2026-01-01`)).statusCode).toBe(200);
  const unreal = await get(customer, "/api/transactions?from=2026-02-30");
  expect(unreal.statusCode).toBe(422);
  expect((unreal.json() as { errors: Record<string, string[]> }).errors.from).toEqual(["Not a real date."]);
  // A text not shaped as a day gets the format's message alone, not "Not a real date." beside it.
  const shapeless = await get(customer, "/api/transactions?from=01-02-2026");
  expect(shapeless.statusCode).toBe(422);
  expect((shapeless.json() as { errors: Record<string, string[]> }).errors.from).toEqual([
    "Use the format YYYY-MM-DD.",
  ]);
});
