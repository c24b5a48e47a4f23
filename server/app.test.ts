import { createTestApp, type TestApp } from "./test/test-app";
import { bearer, createUser, TEST_PIN } from "./test/fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("health answers with the database kind", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/health" });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: "ok", database: process.env.TEST_DATABASE_URL ? "postgres" : "pglite" });
});

test("unknown routes answer the one error shape", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/nope" });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: "Not found." });
});

test("malformed JSON is a 400 with a message, never a 500", async () => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/health",
    headers: { "content-type": "application/json" },
    payload: "{oops",
  });
  expect(res.statusCode).toBeLessThan(500);
  expect(typeof res.json().message).toBe("string");
});

test("OpenAPI is served at /api/docs", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(res.statusCode).toBe(200);
  expect(res.json().openapi).toMatch(/^3\./);
});

test("NUL characters in a body or an address are refused with 400, never stored", async () => {
  const body = await t.app.inject({
    method: "POST",
    url: "/api/login",
    headers: { "content-type": "application/json" },
    payload: '{"email":"a\\u0000@b.ng","password":"x"}',
  });
  expect(body.statusCode).toBe(400);
  expect(body.json().message).toMatch(/NUL/);
  const raw = await t.app.inject({
    method: "POST",
    url: "/api/login",
    headers: { "content-type": "application/json" },
    payload: "\u0000",
  });
  expect(raw.statusCode).toBe(400);
  const query = await t.app.inject({ method: "GET", url: "/api/transactions?search=%00" });
  expect(query.statusCode).toBe(400);
});

test("half of a surrogate pair in a body is refused with 400, never a 500 (a schedule stores its purchase as jsonb)", async () => {
  const { token } = await createUser(t);
  const start = new Date(Date.now() + 2 * 3600_000 + 3600_000).toISOString().slice(0, 16);
  const schedule = (purchaseExtra: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/schedules",
      headers: { ...bearer(token), "content-type": "application/json" },
      payload: `{"service":"airtime","purchase":{"network":"mtn","phone":"08031234567","amount":100,${purchaseExtra}},"frequency":"once","start_at":"${start}","request_id":"SCHEDULE_SURROGATE_${purchaseExtra.length}","pin":"${TEST_PIN}"}`,
    });
  for (const extra of ['"note":"\\ud800"', '"\\udfff":1', '"notes":["a\\uDBFFb"]']) {
    const res = await schedule(extra);
    expect([extra, res.statusCode]).toEqual([extra, 400]);
    expect(res.json().message).toMatch(/surrogate/);
  }
  // A whole pair (an emoji written as escapes) is text like any other.
  expect((await schedule('"note":"\\ud83d\\ude00"')).statusCode).toBe(201);
});

test("a webhook body with NUL is stored with the NUL escaped and refused, not a 500", async () => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/webhooks/monnify",
    headers: { "content-type": "application/json" },
    payload: "\u0000",
  });
  expect(res.statusCode).toBeLessThan(500);
});
