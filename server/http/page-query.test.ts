import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";

/**
 * A paged list's page and per_page answer one message each, whatever is wrong with them: a number
 * too big to be exact (1e20) fails both the whole-number and the range check, and used to answer
 * two sentences, one of them "page must be a number.".
 */

jest.setTimeout(60_000);

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createUser(t, { isAdmin: true })).token;
});
afterAll(() => t.close());

async function errorsFor(query: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/admin/customers?${query}`, headers: bearer(adminToken) });
  expect(res.statusCode).toBe(422);
  return (res.json() as { errors: Record<string, string[]> }).errors;
}

describe("page and per_page of an admin list", () => {
  test.each(["99999999999999999999", "9007199254740993", "100001", "0", "-3", "1.5"])(
    "page=%s: one message naming the accepted range",
    async (page) => {
      expect((await errorsFor(`page=${page}`)).page).toEqual(["page must be a whole number from 1 to 100000."]);
    },
  );

  test("page=abc: it is not a number", async () => {
    expect((await errorsFor("page=abc")).page).toEqual(["page must be a number."]);
  });

  test.each(["99999999999999999999", "101", "0", "2.5"])("per_page=%s: one message", async (perPage) => {
    expect((await errorsFor(`per_page=${perPage}`)).per_page).toEqual([
      "per_page must be a whole number from 1 to 100.",
    ]);
  });

  test("a page in range is accepted", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/customers?page=2&per_page=5",
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
  });
});
