import { bffErrors, COMPRESS_FROM_BYTES, json, jsonText } from "./json";

describe("BFF JSON answers", () => {
  it("carry their byte length, so Next's compression threshold can apply", async () => {
    const res = jsonText('{"name":"Adébáyọ̀"}', 200);
    const body = await res.text();
    expect(body).toBe('{"name":"Adébáyọ̀"}');
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
  });

  it("pass the API's UTF-8 bytes through as they came, with their byte length", async () => {
    const bytes = Buffer.from('{"name":"Adébáyọ̀"}');
    const res = jsonText(bytes, 201);
    expect(res.status).toBe(201);
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(await res.text()).toBe('{"name":"Adébáyọ̀"}');
  });

  it("mark a small body no-transform, keeping the cache policy given", () => {
    expect(jsonText("{}", 200, { "Cache-Control": "no-store" }).headers.get("cache-control")).toBe(
      "no-store, no-transform",
    );
    expect(jsonText("{}", 200).headers.get("cache-control")).toBe("no-transform");
  });

  it("leave a large body to Next's compression", () => {
    const big = JSON.stringify({ data: "x".repeat(COMPRESS_FROM_BYTES) });
    const res = jsonText(big, 200, { "Cache-Control": "no-store" });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-length")).toBe(String(big.length));
  });

  it("keep status and extra headers", async () => {
    const res = bffErrors.methodNotAllowed(["GET", "POST"]);
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
    expect(await res.json()).toEqual({ message: "Method not allowed." });
    expect(await json({ a: 1 }, 201).json()).toEqual({ a: 1 });
  });
});
