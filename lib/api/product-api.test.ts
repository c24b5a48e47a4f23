import http from "node:http";
import type { AddressInfo } from "node:net";

jest.mock("server-only", () => ({}), { virtual: true });

import { z } from "zod";
import { productApi } from "./product-api";
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
});
