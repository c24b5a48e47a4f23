import { API_CSP, newNonce, pageCsp } from "./csp";

const directives = (policy: string) =>
  Object.fromEntries(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

test("scripts run only with the request's nonce: no 'unsafe-inline', no eval in production", () => {
  const p = directives(pageCsp({ nonce: "abc123==" }));
  expect(p["script-src"]).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
  const inline = Object.entries(p).filter(([, sources]) => sources.includes("'unsafe-inline'"));
  expect(inline.map(([name]) => name)).toEqual(["style-src"]);
  expect(p["object-src"]).toEqual(["'none'"]);
  expect(p["frame-ancestors"]).toEqual(["'none'"]);
  expect(p["upgrade-insecure-requests"]).toBeUndefined();
});

test("development adds eval and the hot-reload socket; production upgrades insecure requests", () => {
  expect(directives(pageCsp({ nonce: "n", dev: true }))["script-src"]).toContain("'unsafe-eval'");
  expect(directives(pageCsp({ nonce: "n", dev: true }))["connect-src"]).toContain("ws:");
  expect(directives(pageCsp({ nonce: "n", production: true }))["upgrade-insecure-requests"]).toEqual([]);
});

test("a nonce is 128 random bits in base64, new every time", () => {
  const seen = new Set(Array.from({ length: 200 }, newNonce));
  expect(seen.size).toBe(200);
  for (const n of seen) expect(Buffer.from(n, "base64")).toHaveLength(16);
});

test("the BFF's answers may run and load nothing", () => {
  expect(directives(API_CSP)["default-src"]).toEqual(["'none'"]);
});
