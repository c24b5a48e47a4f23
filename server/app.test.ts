import { createTestApp, type TestApp } from "./test/test-app";

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
  const res = await t.app.inject({ method: "POST", url: "/api/health", headers: { "content-type": "application/json" }, payload: "{oops" });
  expect(res.statusCode).toBeLessThan(500);
  expect(typeof res.json().message).toBe("string");
});

test("OpenAPI is served at /api/docs", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(res.statusCode).toBe(200);
  expect(res.json().openapi).toMatch(/^3\./);
});
