import { afterAll, beforeAll, expect, jest, test } from "@jest/globals";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createVtpassAdapter } from "./vtpass/vtpass-adapter";
import { SANDBOX_NUMBERS as N } from "./vtpass/vtpass-sandbox-scenarios";

/** The VTpass adapter's own transport (lightFetch, no fetch given) over a real socket: answers, silence, no server. */

jest.setTimeout(30_000);

let server: http.Server;
let base: string;
const seen: { method: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      seen.push({ method: req.method!, headers: req.headers, body });
      if (req.url!.includes("silent")) return; // never answers
      const delivered = {
        code: "000",
        response_description: "TRANSACTION SUCCESSFUL",
        requestId: JSON.parse(body || "{}").request_id,
        content: { transactions: { status: "delivered", transactionId: "171", commission: 3 } },
      };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(delivered));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

// An answer's case waits long enough for a loaded machine (the first call loads undici cold: 2 s ran out in CI here).
const adapter = (path: string, timeoutMs = 15_000) =>
  createVtpassAdapter({ baseUrl: `${base}${path}`, apiKey: "AK", publicKey: "PK", secretKey: "SK", timeoutMs });
const pay = { request_id: "202401010000lf", serviceID: "mtn", amount: 100, phone: N.success };

test("an answer is read: the POST carries the secret key and the body, the outcome is classified", async () => {
  const outcome = await adapter("/api").pay(pay);
  expect(outcome).toMatchObject({ outcome: "delivered", code: "000" });
  const last = seen[seen.length - 1];
  expect(last.method).toBe("POST");
  expect(last.headers).toMatchObject({ "api-key": "AK", "secret-key": "SK", "content-type": "application/json" });
  expect(JSON.parse(last.body)).toEqual(pay);
});

test("no answer within the timeout: unknown (never failed), counted as a timeout; the call is abandoned", async () => {
  const started = Date.now();
  const outcome = await adapter("/silent", 300).pay(pay);
  expect(outcome).toMatchObject({ outcome: "unknown", noAnswer: "timeout" });
  expect(Date.now() - started).toBeLessThan(2_000);
});

test("nothing listening: unknown, a network failure", async () => {
  const closed = http.createServer();
  await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((r) => closed.close(() => r()));
  const outcome = await createVtpassAdapter({
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: "a",
    publicKey: "p",
    secretKey: "s",
    timeoutMs: 2_000,
  }).pay(pay);
  expect(outcome).toMatchObject({ outcome: "unknown", noAnswer: "network" });
});
