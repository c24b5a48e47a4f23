import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { clientErrorHandler, refuseConnect, refuseMalformed } from "./http-guard.cjs";

/** The web's front (web-server.mjs) over a handler that answers the path it was given. */
async function guarded() {
  const server = http.createServer((req, res) =>
    refuseMalformed(req, res) ? undefined : res.end(JSON.stringify({ passed: req.url })),
  );
  server.on("clientError", clientErrorHandler);
  server.on("connect", refuseConnect);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  /** The raw answer to a request written as it is on the socket. */
  const raw = (head: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () =>
        socket.write(`${head}\r\nHost: x\r\nConnection: close\r\n\r\n`),
      );
      let text = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk) => (text += chunk));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
  return { raw, close: () => new Promise((resolve) => server.close(resolve)) };
}

const statusOf = (answer: string) => Number(answer.split(" ")[1]);
const bodyOf = (answer: string) => answer.slice(answer.indexOf("\r\n\r\n") + 4);

test("what Next answered with a 500, an empty body or a redirect elsewhere is answered here, in the product's shape", async () => {
  const s = await guarded();
  try {
    for (const [head, status, message] of [
      ["GET * HTTP/1.1", 400, "Bad request."],
      ["OPTIONS * HTTP/1.1", 400, "Bad request."],
      ["GET http://evil.example/api/login HTTP/1.1", 400, "Bad request."],
      ["TRACE /api/user HTTP/1.1", 405, "Method not allowed."],
      ["POST /favicon.ico HTTP/1.1", 405, "Method not allowed."],
      ["DELETE /_next/static/chunks/app.js HTTP/1.1", 405, "Method not allowed."],
      ["PUT /manifest.webmanifest HTTP/1.1", 405, "Method not allowed."],
      ["CONNECT example.com:443 HTTP/1.1", 405, "Method not allowed."],
      ["FOO /api/user HTTP/1.1", 400, "Bad request."],
    ] as const) {
      const answer = await s.raw(head);
      expect([head, statusOf(answer), JSON.parse(bodyOf(answer)).message]).toEqual([head, status, message]);
      expect(answer).toMatch(/content-type: application\/json/i);
    }
    const options = await s.raw("OPTIONS /login HTTP/1.1");
    expect(statusOf(options)).toBe(204);
    expect(options).toMatch(/allow: GET, HEAD, OPTIONS/i);
  } finally {
    await s.close();
  }
});

test("everything else passes on, undecodable escapes as the literal text they spell", async () => {
  const s = await guarded();
  try {
    for (const [head, passed] of [
      ["GET /favicon.ico HTTP/1.1", "/favicon.ico"],
      ["POST /api/login HTTP/1.1", "/api/login"],
      ["OPTIONS /api/login HTTP/1.1", "/api/login"],
      ["POST /login HTTP/1.1", "/login"],
      ["GET /api/%FF?q=%FF HTTP/1.1", "/api/%25FF?q=%FF"],
      ["GET /invoice/100% HTTP/1.1", "/invoice/100%25"],
    ] as const) {
      const answer = await s.raw(head);
      expect([head, statusOf(answer), JSON.parse(bodyOf(answer)).passed]).toEqual([head, 200, passed]);
    }
  } finally {
    await s.close();
  }
});
