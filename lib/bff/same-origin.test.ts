import { isAllowedOrigin } from "./same-origin";

function req(method: string, headers: Record<string, string>, url = "http://localhost:3000/api/login") {
  const h = new Headers(headers);
  return { method, url, headers: h };
}

/** A POST that reached the web through a proxy in front of wallet.ng, which says the browser used `proto` (if it says). */
function proxiedPost(origin: string, proto?: string) {
  return req("POST", {
    host: "10.0.0.2:3000",
    "x-forwarded-host": "wallet.ng",
    ...(proto ? { "x-forwarded-proto": proto } : {}),
    origin,
  });
}

describe("isAllowedOrigin", () => {
  it("lets reads through", () => {
    expect(isAllowedOrigin(req("GET", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }))).toBe(true);
  });
  it("accepts same-origin writes", () => {
    expect(
      isAllowedOrigin(
        req("POST", { host: "localhost:3000", origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }),
      ),
    ).toBe(true);
    expect(isAllowedOrigin(req("PUT", { host: "localhost:3000", origin: "http://localhost:3000" }))).toBe(true);
    expect(isAllowedOrigin(req("POST", { host: "localhost:3000", "sec-fetch-site": "same-origin" }))).toBe(true);
  });
  it("refuses cross-origin writes", () => {
    expect(isAllowedOrigin(req("POST", { host: "localhost:3000", origin: "https://evil.example" }))).toBe(false);
    expect(
      isAllowedOrigin(
        req("POST", { host: "localhost:3000", origin: "http://localhost:3000", "sec-fetch-site": "cross-site" }),
      ),
    ).toBe(false);
    expect(isAllowedOrigin(req("DELETE", { host: "localhost:3000", origin: "null" }))).toBe(false);
    expect(isAllowedOrigin(req("PATCH", { host: "localhost:3000", origin: "http://localhost:3001" }))).toBe(false);
    expect(isAllowedOrigin(req("POST", { host: "localhost:3000" }))).toBe(false);
    expect(isAllowedOrigin(req("POST", { host: "localhost:3000", origin: "not a url" }))).toBe(false);
  });
  it("refuses a write from the same host over another scheme", () => {
    expect(isAllowedOrigin(req("POST", { host: "localhost:3000", origin: "https://localhost:3000" }))).toBe(false);
    expect(isAllowedOrigin(proxiedPost("http://wallet.ng", "https"))).toBe(false);
  });
  it("honours the forwarded host behind a proxy", () => {
    expect(isAllowedOrigin(proxiedPost("https://wallet.ng", "https"))).toBe(true);
    // A proxy that ends TLS must say so: without X-Forwarded-Proto the connection's own http counts.
    expect(isAllowedOrigin(proxiedPost("https://wallet.ng"))).toBe(false);
  });
});
