import { createTestApp, type TestApp } from "../test/test-app";

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("every route needs a bearer token", async () => {
  for (const [method, url] of [
    ["GET", "/api/networks/airtime"],
    ["POST", "/api/pay/airtime"],
    ["GET", "/api/networks"],
    ["GET", "/api/data/plans/mtn-data"],
    ["POST", "/api/data/purchase"],
    ["GET", "/api/electricity/discos"],
    ["POST", "/api/electricity/verify-meter"],
    ["POST", "/api/electricity/purchase"],
    ["GET", "/api/paytv/plans/dstv"],
    ["POST", "/api/paytv/verify"],
    ["POST", "/api/paytv/purchase"],
    ["GET", "/api/exampin/types"],
    ["POST", "/api/exampin/variations"],
    ["POST", "/api/exampin/verify-jamb-profile"],
    ["POST", "/api/exampin/purchase"],
  ] as const) {
    const res = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
    expect([url, res.statusCode]).toEqual([url, 401]);
  }
});
