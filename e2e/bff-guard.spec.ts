import { expect, test } from "@playwright/test";
import http from "node:http";

test("the BFF refuses cross-site writes and unlisted paths", async ({ request, baseURL }) => {
  const crossSite = await request.post(`${baseURL}/api/login`, {
    headers: { Origin: "https://evil.example" },
    data: { email: "a@example.com", password: "x" },
  });
  expect(crossSite.status()).toBe(403);

  // Not in lib/bff/allowed-paths.ts: the product API has these, the BFF does not relay them.
  const unlisted = await request.get(`${baseURL}/api/docs`);
  expect(unlisted.status()).toBe(404);
  expect(
    (await request.post(`${baseURL}/api/webhooks/monnify`, { headers: { Origin: baseURL! }, data: {} })).status(),
  ).toBe(404);

  const noSession = await request.get(`${baseURL}/api/transactions`);
  expect(noSession.status()).toBe(401);
});

/** A request as it leaves a socket: no client library normalising the path or refusing the method. */
function raw(baseURL: string, method: string, path: string, headers: Record<string, string> = {}) {
  const url = new URL(baseURL);
  return new Promise<{ status: number; type: string; body: string; allow?: string }>((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers["content-type"] ?? ""),
          body,
          allow: res.headers.allow,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const jsonMessage = (r: { type: string; body: string }) => {
  expect(r.type).toContain("application/json");
  return (JSON.parse(r.body) as { message: string }).message;
};

test("what Next would answer with a 500 or an empty body answers in the product's error shape", async ({ baseURL }) => {
  // Escapes that do not decode are the literal text they spell: an unknown path or id, never a 500.
  for (const path of ["/api/%FF", "/api/%", "/api/user/%FF", "/api/public/invoices/%FF"]) {
    const r = await raw(baseURL!, "GET", path);
    expect([path, r.status]).toEqual([path, r.status < 500 ? r.status : "a 500"]);
    expect(typeof jsonMessage(r)).toBe("string");
  }
  expect((await raw(baseURL!, "GET", "/invoice/%FF")).status).toBe(404);

  const trace = await raw(baseURL!, "TRACE", "/api/user");
  expect(trace.status).toBe(405);
  expect(trace.allow).toContain("GET");
  expect(jsonMessage(trace)).toBe("Method not allowed.");

  // A file answers GET and HEAD only; a page's OPTIONS says what it allows; "*" is not a path.
  for (const path of ["/favicon.ico", "/sw.js", "/manifest.webmanifest"]) {
    const post = await raw(baseURL!, "POST", path);
    expect([path, post.status, jsonMessage(post)]).toEqual([path, 405, "Method not allowed."]);
  }
  const options = await raw(baseURL!, "OPTIONS", "/login");
  expect([options.status, options.allow]).toEqual([204, "GET, HEAD, OPTIONS"]);
  expect(jsonMessage(await raw(baseURL!, "GET", "*"))).toBe("Bad request.");

  const unknownMethod = await raw(baseURL!, "FOO", "/api/user");
  expect(unknownMethod.status).toBe(400);
  expect(jsonMessage(unknownMethod)).toBe("Bad request.");

  const bigHeader = await raw(baseURL!, "GET", "/api/user", { "x-big": "a".repeat(20_000) });
  expect(bigHeader.status).toBe(431);
  expect(jsonMessage(bigHeader)).toBe("The request's headers are too large.");
});

test("the BFF's /api answers HEAD as GET, OPTIONS with each path's own methods, and the bare /api in JSON", async ({
  baseURL,
}) => {
  // HEAD is GET without the body: signed out, it is the GET's 401 (it was 405 "Allow: GET").
  for (const path of ["/api/transactions", "/api/admin/customers"]) {
    const head = await raw(baseURL!, "HEAD", path);
    expect([path, head.status, head.body]).toEqual([path, 401, ""]);
  }
  expect((await raw(baseURL!, "HEAD", "/api/pay/airtime")).status).toBe(405);

  // OPTIONS names what the path answers (Next's own answer listed PATCH, POST... for every path).
  for (const [path, allow] of [
    ["/api/transactions", "GET, HEAD, OPTIONS"],
    ["/api/pay/airtime", "OPTIONS, POST"],
    ["/api/admin/customers", "GET, HEAD, OPTIONS"],
    // A route file of its own (lib/bff/methods.ts): what it handles, not every method it exports.
    ["/api/login", "OPTIONS, POST"],
    ["/api/business", "GET, HEAD, OPTIONS, POST"],
  ]) {
    const options = await raw(baseURL!, "OPTIONS", path);
    expect([path, options.status, options.allow]).toEqual([path, 204, allow]);
  }
  for (const path of ["/api/nope", "/api/admin/nope"]) {
    const options = await raw(baseURL!, "OPTIONS", path);
    expect([path, options.status, jsonMessage(options)]).toEqual([path, 404, "Not found."]);
  }

  // The bare /api is no page: the BFF's JSON 404, as any path it does not forward.
  for (const method of ["GET", "POST", "OPTIONS"]) {
    const bare = await raw(baseURL!, method, "/api", { Origin: baseURL! });
    expect([method, bare.status, jsonMessage(bare)]).toEqual([method, 404, "Not found."]);
  }
});

test("a browser's own X-Forwarded-Host does not make a cross-site write same-origin", async ({ request, baseURL }) => {
  const forged = await request.post(`${baseURL}/api/login`, {
    headers: { Origin: "https://evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
    data: { email: "a@example.com", password: "x" },
  });
  expect(forged.status()).toBe(403);
});
