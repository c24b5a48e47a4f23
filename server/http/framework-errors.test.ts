import net from "node:net";
import type { InjectOptions } from "fastify";
import { createTestApp, type TestApp } from "../test/test-app";
import { bearer, createUser } from "../test/fixtures";
import { frameworkErrorOptions, literalBadEscapes } from "./framework-errors";

/**
 * Fastify's own refusals (router, body parsing, HTTP parsing) answer in the product's one error
 * shape { message } like every other error, and echo nothing of the request. A malformed id in a
 * signed-in route's path is 401 before authentication and 404 after it, never a router error.
 */

jest.setTimeout(60_000);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createUser(t)).token;
});
afterAll(() => t.close());

const LONG_ID = "a".repeat(101);

async function answer(opts: InjectOptions) {
  const res = await t.app.inject(opts);
  return { status: res.statusCode, type: res.headers["content-type"], body: res.json() as Record<string, unknown> };
}

/** The product's error shape: a message, maybe field errors, nothing else; and no echo of the request. */
function expectProductShape(body: Record<string, unknown>, notEchoing: string[] = []) {
  expect(Object.keys(body).filter((k) => k !== "message" && k !== "errors")).toEqual([]);
  expect(typeof body.message).toBe("string");
  for (const s of notEchoing) expect(JSON.stringify(body)).not.toContain(s);
}

describe("malformed ids in the path", () => {
  test.each([
    ["too long for the router", `/api/transactions/${LONG_ID}`],
    ["too long, under a longer route", `/api/transactions/${LONG_ID}/receipt`],
    ["percent-escapes that are not UTF-8", "/api/transactions/%FF%FE"],
    ["a lone percent sign", "/api/transactions/100%"],
    ["a bad escape", "/api/invoices/%zz"],
  ])("%s: 401 without a token, 404 with one", async (_what, url) => {
    const anonymous = await answer({ method: "GET", url });
    expect(anonymous).toMatchObject({ status: 401, body: { message: "Unauthenticated." } });
    const signedIn = await answer({ method: "GET", url, headers: bearer(token) });
    expect(signedIn.status).toBe(404);
    expectProductShape(signedIn.body, [LONG_ID, "%FF", "FST_"]);
  });

  test("an admin route's long id: 401, then 403 for a customer, 404 for an admin", async () => {
    const url = `/api/admin/customers/${LONG_ID}`;
    expect((await answer({ method: "GET", url })).status).toBe(401);
    expect((await answer({ method: "GET", url, headers: bearer(token) })).status).toBe(403);
    const admin = await createUser(t, { isAdmin: true });
    const res = await answer({ method: "GET", url, headers: bearer(admin.token) });
    expect(res).toMatchObject({ status: 404 });
    expectProductShape(res.body, [LONG_ID]);
  });

  test("a public route's undecodable reference is a plain 404", async () => {
    const res = await answer({ method: "GET", url: "/api/public/invoices/%C0%AF" });
    expect(res.status).toBe(404);
    expectProductShape(res.body, ["%C0"]);
  });
});

describe("the router", () => {
  test.each([
    ["an unknown path", "GET", "/api/nope"],
    ["an undecodable unknown path", "GET", "/api/%FF%FE"],
    ["OPTIONS of an unknown path", "OPTIONS", "/api/nope"],
    ["DELETE of an unknown path", "DELETE", "/api/nope"],
    ["a double slash", "GET", "/api//user"],
    ["an unknown file of the docs", "GET", "/api/docs/static/nope.js"],
  ])("%s: 404 in the product's shape", async (_what, method, url) => {
    const res = await t.app.inject({ method: method as "GET", url });
    expect(res.statusCode).toBe(404);
    if (method !== "HEAD") {
      expect(res.json()).toEqual({ message: "Not found." });
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
    }
  });
});

describe("a method the path does not answer", () => {
  test.each([
    ["a read-only route", "DELETE", "/api/user", "GET, HEAD, OPTIONS"],
    ["a write-only route", "GET", "/api/login", "OPTIONS, POST"],
    ["a collection", "PATCH", "/api/beneficiaries", "GET, HEAD, OPTIONS, POST"],
    [
      "an item, its id filled in",
      "POST",
      "/api/beneficiaries/6f1c2a0e-4b7d-4c1e-9a55-2f0d3c4b5a69",
      "DELETE, OPTIONS, PUT",
    ],
    ["the partner API", "POST", "/v1/balance", "GET, HEAD, OPTIONS"],
  ])(
    "%s: %s is 405 in the product's shape, Allow naming the path's methods, before authentication",
    async (_what, method, url, allow) => {
      const res = await t.app.inject({ method: method as "GET", url, headers: bearer(token) });
      expect([res.statusCode, res.headers.allow]).toEqual([405, allow]);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: "Method not allowed." });
      const anonymous = await t.app.inject({ method: method as "GET", url });
      expect([anonymous.statusCode, anonymous.headers.allow]).toEqual([405, allow]);
    },
  );

  test("HEAD of a POST route: 405 with Allow", async () => {
    const res = await t.app.inject({ method: "HEAD", url: "/api/register" });
    expect([res.statusCode, res.headers.allow]).toEqual([405, "OPTIONS, POST"]);
  });
});

describe("OPTIONS", () => {
  test.each([
    ["a read-only route", "/api/user", "GET, HEAD, OPTIONS"],
    ["a write-only route", "/api/login", "OPTIONS, POST"],
    ["a collection", "/api/beneficiaries", "GET, HEAD, OPTIONS, POST"],
    [
      "an item, its id filled in, with a query",
      "/api/beneficiaries/6f1c2a0e-4b7d-4c1e-9a55-2f0d3c4b5a69?x=1",
      "DELETE, OPTIONS, PUT",
    ],
    ["the partner API", "/v1/balance", "GET, HEAD, OPTIONS"],
  ])("%s: 204 with the path's methods in Allow, without a token", async (_what, url, allow) => {
    const res = await t.app.inject({ method: "OPTIONS", url });
    expect([res.statusCode, res.headers.allow, res.body]).toEqual([204, allow, ""]);
  });
});

describe("bodies", () => {
  test.each([
    ["text/plain", "x"],
    ["application/xml", "<a/>"],
    ["multipart/form-data; boundary=x", "--x--"],
    ["application/x-www-form-urlencoded", "email=a"],
  ])("%s on a public route: 415", async (type, payload) => {
    const res = await answer({ method: "POST", url: "/api/login", headers: { "content-type": type }, payload });
    expect(res).toMatchObject({ status: 415, body: { message: "Unsupported content type." } });
    expectProductShape(res.body, [type]);
  });

  test("an unsupported type on a signed-in route: 401 first, then 415 (the route's own refusal)", async () => {
    const opts = {
      method: "POST" as const,
      url: "/api/invoices",
      payload: "<a/>",
      headers: { "content-type": "text/xml" },
    };
    expect((await answer(opts)).status).toBe(401);
    const res = await answer({ ...opts, headers: { ...opts.headers, ...bearer(token) } });
    expect(res).toMatchObject({ status: 415, body: { message: "Unsupported content type." } });
  });

  test("a body with no content type: 415", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/login", payload: Buffer.from("{}") });
    expect(res.statusCode).toBe(415);
    expectProductShape(res.json());
  });

  test("too large: 413, before authentication reads anything on signed-in routes too", async () => {
    const big = JSON.stringify({ email: "a@b.ng", password: "x".repeat(2 * 1024 * 1024) });
    const res = await answer({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload: big,
    });
    expect(res).toMatchObject({ status: 413, body: { message: "Request body is too large." } });
    const anonymous = await answer({
      method: "POST",
      url: "/api/invoices",
      headers: { "content-type": "application/json" },
      payload: big,
    });
    expect(anonymous.status).toBe(401);
  });

  test.each([
    ["not JSON", "{oops"],
    ["truncated", '{"email":'],
    ["deeply nested", "[".repeat(5000)],
  ])("%s: 400 'Request body is not valid JSON.'", async (_what, payload) => {
    const res = await answer({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(res).toMatchObject({ status: 400, body: { message: "Request body is not valid JSON." } });
  });

  test("a content length that does not match the body: 400 in the product's shape", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      headers: { "content-type": "application/json", "content-length": "999" },
      payload: "{}",
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectProductShape(res.json());
  });
});

describe("HTTP parsing (a real socket)", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  function raw(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.end(request));
      let data = "";
      socket.on("data", (d) => (data += d.toString("latin1")));
      socket.on("end", () => resolve(data));
      socket.on("error", reject);
    });
  }

  test.each([
    ["a header block too large", `GET /api/user HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
    ["a request line too long", `GET /api/transactions/${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
    ["garbage", "NOT HTTP AT ALL\r\n\r\n", 400],
  ])("%s: answered with { message }", async (_what, request, status) => {
    const res = await raw(request);
    const [head, body] = res.split("\r\n\r\n");
    expect(head.split("\r\n")[0]).toBe(
      `HTTP/1.1 ${status} ${status === 431 ? "Request Header Fields Too Large" : "Bad Request"}`,
    );
    expect(head).toMatch(/content-type: application\/json/i);
    expectProductShape(JSON.parse(body), ["aaaa", "NOT HTTP"]);
  });
});

describe("the pieces", () => {
  test("literalBadEscapes keeps good escapes and the query, and spells out bad ones", () => {
    expect(literalBadEscapes("/api/x/%E2%82%A6?q=%FF")).toBe("/api/x/%E2%82%A6?q=%FF");
    expect(literalBadEscapes("/api/x/%FF%FE?q=1")).toBe("/api/x/%25FF%25FE?q=1");
    expect(literalBadEscapes("/api/x/100%")).toBe("/api/x/100%25");
    expect(literalBadEscapes("/api/x/%E2%82%A6/%C0")).toBe("/api/x/%E2%82%A6/%25C0");
  });

  test("a router refusal that still happens is answered in the product's shape", () => {
    const sent: { status?: number; body?: string } = {};
    const reply = {
      code(s: number) {
        sent.status = s;
        return this;
      },
      type() {
        return this;
      },
      send(b: string) {
        sent.body = b;
        return this;
      },
    };
    const err = Object.assign(new Error("'/api/%FF' is not a valid url component"), { code: "FST_ERR_BAD_URL" });
    frameworkErrorOptions.frameworkErrors(err as never, {} as never, reply as never);
    expect(sent).toEqual({ status: 404, body: JSON.stringify({ message: "Not found." }) });
  });
});
