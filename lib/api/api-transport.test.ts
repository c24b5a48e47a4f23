import http from "node:http";
import type { AddressInfo } from "node:net";

jest.mock("server-only", () => ({}), { virtual: true });

import { apiFetch, apiFetchStream } from "./api-transport";

/** A stand-in product API: records hits per path, and can drop a request on a reused connection. */
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
      if (path.startsWith("/api/slow")) return void setTimeout(() => res.end("{}"), 500);
      if (path.startsWith("/api/stall")) {
        res.writeHead(200, { "content-type": "application/json", "content-length": "100" });
        res.write('{"partial":');
        return;
      }
      if (path.startsWith("/api/moved")) {
        res.writeHead(302, { location: "/api/elsewhere" });
        return void res.end();
      }
      if (path.startsWith("/api/export")) {
        res.writeHead(200, { "content-type": "text/csv" });
        res.write("a,b\n");
        return void setTimeout(() => res.end("1,2\n"), 20);
      }
      res.writeHead(200, { "Content-Type": "application/json", "Retry-After": "7" });
      res.end(JSON.stringify({ path, port: req.socket.remotePort }));
    });
  });
  await new Promise<void>((r) => api.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  process.env.PRODUCT_API_URL = base;
});
afterAll(() => new Promise<void>((r) => api.close(() => r())));

const json = async (res: { text(): Promise<string> }) => JSON.parse(await res.text()) as { path: string; port: number };

describe("product API transport", () => {
  it("keeps connections alive and reuses them for calls one after another", async () => {
    const ports: number[] = [];
    for (let i = 0; i < 6; i++) ports.push((await json(await apiFetch("user"))).port);
    // undici hands a connection back to its pool a tick after the answer ends, so a call made at
    // once may open a second one; after that the two take turns.
    expect(new Set(ports).size).toBeLessThanOrEqual(2);
  });

  it("answers status, headers (any case) and body", async () => {
    const res = await apiFetch("headers");
    expect(res.status).toBe(200);
    expect(res.ok).toBe(true);
    expect(res.headers.get("retry-after")).toBe("7");
    expect(res.headers.get("Content-Type")).toBe("application/json");
    expect(res.headers.get("x-missing")).toBeNull();
    expect(await json(res)).toMatchObject({ path: "/api/headers" });
    expect(new TextDecoder().decode(await res.arrayBuffer())).toBe(await res.text());
  });

  it("does not follow redirects", async () => {
    const res = await apiFetch("moved");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/api/elsewhere");
  });

  it("sends a read again on a new connection when the kept-alive one was closed under it", async () => {
    await apiFetch("warm");
    dropNextOnReusedSocket = true;
    expect(await json(await apiFetch("read-once"))).toMatchObject({ path: "/api/read-once" });
    expect(hits["/api/read-once"]).toBe(2);
  });

  it("never sends a write twice", async () => {
    await apiFetch("warm");
    dropNextOnReusedSocket = true;
    await expect(apiFetch("pay", { method: "POST", body: { a: 1 } })).rejects.toMatchObject({ status: 0 });
    expect(hits["/api/pay"]).toBe(1);
  });

  it("reports a timeout as 504, an answer that stops mid-body too", async () => {
    await expect(apiFetch("slow", { timeoutMs: 50 })).rejects.toMatchObject({ status: 504, unreachable: true });
    await expect(apiFetch("stall", { timeoutMs: 100 })).rejects.toMatchObject({ status: 504, unreachable: true });
  });

  it("reports an unreachable API as status 0 with the product's message", async () => {
    process.env.PRODUCT_API_URL = "http://127.0.0.1:1";
    try {
      await expect(apiFetch("user")).rejects.toMatchObject({
        status: 0,
        message: "Cannot connect to backend. Please check if the backend is running.",
      });
    } finally {
      process.env.PRODUCT_API_URL = base;
    }
  });

  it("streams an answer through as it comes, and times it out as 504", async () => {
    const res = await apiFetchStream("export", { accept: "text/csv" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv");
    expect(await res.text()).toBe("a,b\n1,2\n");
    await expect(apiFetchStream("slow", { timeoutMs: 50 })).rejects.toMatchObject({ status: 504 });
  });
});
