import { createTestApp, type TestApp } from "../test/test-app";
import { monnifyTransport } from "../providers/monnify/monnify-runtime";

jest.setTimeout(30_000);

const LIVE_KEY = "live-key-0123456789abcdef";
const production = {
  APP_ENV: "production",
  DATABASE_URL: "postgres://unused-by-test-app/db",
  SMTP_URL: "smtp://127.0.0.1:2525",
  MONNIFY_BASE_URL: "https://api.monnify.com",
  VTPASS_BASE_URL: "https://vtpass.com/api",
  MONNIFY_API_KEY: LIVE_KEY,
  MONNIFY_SECRET_KEY: LIVE_KEY,
  VTPASS_API_KEY: LIVE_KEY,
  VTPASS_SECRET_KEY: LIVE_KEY,
  VTPASS_PUBLIC_KEY: LIVE_KEY,
  DATA_ENCRYPTION_KEY: "live-data-key-0123456789abcdef0123456789",
  PIN_PEPPER: "pin-pepper-of-the-test-0123456789abcdef",
};

describe("in production mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(production);
  });
  afterAll(() => t.close());

  test("the simulator and the sandbox transfer do not exist; the webhook does", async () => {
    expect((await t.app.inject({ method: "POST", url: "/sandbox/monnify/api/v1/auth/login" })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: "/sandbox/monnify/simulate/transfer", payload: {} })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/sandbox/simulate-transfer", payload: { amount: 1 } }))
        .statusCode,
    ).toBe(404);
    const hook = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/monnify",
      headers: { "content-type": "application/json" },
      payload: "{}",
    });
    expect(hook.statusCode).toBe(401);
  });

  test("the adapter's transport is the network, not the in-process simulator", async () => {
    const seen: string[] = [];
    const original = global.fetch;
    global.fetch = (async (url: string | URL | Request) => {
      seen.push(String(url));
      return new Response("{}", { status: 503 });
    }) as typeof fetch;
    try {
      await monnifyTransport(t.app.ctx).fetch("https://api.monnify.com/api/v1/auth/login", { method: "POST" });
    } finally {
      global.fetch = original;
    }
    expect(seen).toEqual(["https://api.monnify.com/api/v1/auth/login"]);
  });
});

describe("OpenAPI", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test("documents the webhook (open), the refresh and the sandbox transfer (bearer); hides the simulator", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(doc.paths["/api/webhooks/monnify"].post.security).toBeUndefined();
    expect(doc.paths["/api/account/refresh"].post.security).toEqual([{ bearer: [] }]);
    const sim = doc.paths["/api/sandbox/simulate-transfer"].post;
    expect(sim.security).toEqual([{ bearer: [] }]);
    expect(sim.requestBody.content["application/json"].schema.required).toEqual(["amount"]);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith("/sandbox/monnify"))).toEqual([]);
  });
});
