import http from "node:http";
import type { AddressInfo } from "node:net";

jest.mock("server-only", () => ({}), { virtual: true });

import { z } from "zod";
import { apiFetch, productApi } from "./product-api";
import { ProductApiError, UNEXPECTED_ANSWER_MESSAGE } from "./product-api-error";

/** Any JSON object: for the tests where the answer's shape is not the point. */
const anyObject = z.looseObject({});

let server: http.Server;
let seen: { url?: string; auth?: string; xff?: string; body?: string } = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      seen = {
        url: req.url,
        auth: req.headers.authorization,
        xff: req.headers["x-forwarded-for"] as string | undefined,
        body,
      };
      if (req.url?.startsWith("/api/slow")) return void setTimeout(() => res.end("{}"), 500);
      if (req.url?.startsWith("/api/invalid")) {
        res.writeHead(422, { "content-type": "application/json" });
        return void res.end(
          JSON.stringify({
            message: "Please enter a valid email address.",
            errors: { email: ["Please enter a valid email address."] },
          }),
        );
      }
      if (req.url?.startsWith("/api/text")) {
        res.writeHead(502);
        return void res.end("Bad gateway");
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  process.env.PRODUCT_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("product API client", () => {
  it("sends the bearer token, forwarded address, JSON body and query under /api", async () => {
    await expect(
      productApi("/user", z.object({ ok: z.boolean() }), {
        token: "tok_123",
        forwardedFor: "41.58.1.2",
        body: { a: 1 },
        search: "?t=5",
      }),
    ).resolves.toEqual({ ok: true });
    expect(seen).toEqual({ url: "/api/user?t=5", auth: "Bearer tok_123", xff: "41.58.1.2", body: '{"a":1}' });
  });

  it("throws one error type with the API's status, message and field errors", async () => {
    const err = await productApi("invalid", anyObject).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProductApiError);
    expect(err).toMatchObject({
      status: 422,
      message: "Please enter a valid email address.",
      errors: { email: ["Please enter a valid email address."] },
    });
  });

  it("checks a 2xx answer against its schema: the contract's fields only, another shape is a 502", async () => {
    await expect(productApi("user", z.object({ ok: z.literal(true) }))).resolves.toEqual({ ok: true });
    const err = await productApi("user", z.object({ token: z.string() })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProductApiError);
    expect(err).toMatchObject({ status: 502, message: UNEXPECTED_ANSWER_MESSAGE, body: { ok: true } });
  });

  it("keeps a non-JSON error body as the message", async () => {
    await expect(productApi("text", anyObject)).rejects.toMatchObject({ status: 502, message: "Bad gateway" });
  });

  it("reports a timeout as 504 and an unreachable API as status 0", async () => {
    await expect(apiFetch("slow", { timeoutMs: 50 })).rejects.toMatchObject({ status: 504, unreachable: true });
    const saved = process.env.PRODUCT_API_URL;
    process.env.PRODUCT_API_URL = "http://127.0.0.1:1";
    await expect(productApi("user", anyObject)).rejects.toMatchObject({
      status: 0,
      message: "Cannot connect to backend. Please check if the backend is running.",
    });
    process.env.PRODUCT_API_URL = saved;
  });
});

describe("product API client transport", () => {
  let api: http.Server;
  let base: string;
  const sockets = new Set<unknown>();
  const hits: Record<string, number> = {};
  let dropNextOnReusedSocket = false;

  beforeAll(async () => {
    api = http.createServer((req, res) => {
      const path = req.url ?? "";
      hits[path] = (hits[path] ?? 0) + 1;
      // The API closing a kept-alive connection just as it is reused: no answer at all.
      if (dropNextOnReusedSocket && sockets.has(req.socket)) {
        dropNextOnReusedSocket = false;
        req.socket.destroy();
        return;
      }
      sockets.add(req.socket);
      req.resume();
      req.on("end", () => {
        if (path.startsWith("/api/stall")) {
          res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
          res.write('{"partial":');
          return;
        }
        if (path.startsWith("/api/moved")) {
          res.writeHead(302, { location: "/api/elsewhere" });
          return void res.end();
        }
        res.writeHead(200, { "Content-Type": "application/json", "Retry-After": "7" });
        res.end(JSON.stringify({ path, port: req.socket.remotePort }));
      });
    });
    await new Promise<void>((r) => api.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => api.close(() => r())));

  const withBase = async <T>(f: () => Promise<T>): Promise<T> => {
    const saved = process.env.PRODUCT_API_URL;
    process.env.PRODUCT_API_URL = base;
    try {
      return await f();
    } finally {
      process.env.PRODUCT_API_URL = saved;
    }
  };

  it("reuses one kept-alive connection for calls one after another", async () => {
    const ports = await withBase(async () => {
      const out: number[] = [];
      for (let i = 0; i < 3; i++) out.push((await productApi("user", z.object({ port: z.number() }))).port);
      return out;
    });
    expect(new Set(ports).size).toBe(1);
  });

  it("answers status, headers (any case) and body", async () => {
    const res = await withBase(() => apiFetch("headers"));
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.headers.get("retry-after")).toBe("7");
    expect(res.headers.get("Content-Type")).toBe("application/json");
    expect(res.headers.get("x-missing")).toBeNull();
    expect(JSON.parse(await res.text())).toMatchObject({ path: "/api/headers" });
    expect(new TextDecoder().decode(await res.arrayBuffer())).toBe(await res.text());
  });

  it("does not follow redirects", async () => {
    const res = await withBase(() => apiFetch("moved"));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/api/elsewhere");
  });

  it("sends a read again on a new connection when the kept-alive one was closed under it", async () => {
    await withBase(() => productApi("warm", anyObject));
    dropNextOnReusedSocket = true;
    await expect(withBase(() => productApi("read-once", anyObject))).resolves.toMatchObject({ path: "/api/read-once" });
    expect(hits["/api/read-once"]).toBe(2);
  });

  it("never sends a write twice", async () => {
    await withBase(() => productApi("warm", anyObject));
    dropNextOnReusedSocket = true;
    await expect(
      withBase(() => productApi("pay", anyObject, { method: "POST", body: { a: 1 } })),
    ).rejects.toMatchObject({
      status: 0,
    });
    expect(hits["/api/pay"]).toBe(1);
  });

  it("reports an answer that stops mid-body as a timeout (504)", async () => {
    await expect(withBase(() => apiFetch("stall", { timeoutMs: 100 }))).rejects.toMatchObject({
      status: 504,
      unreachable: true,
    });
  });
});
