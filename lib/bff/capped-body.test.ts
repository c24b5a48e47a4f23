import type { NextRequest } from "next/server";
import { readTextUpTo } from "./capped-body";
import { readBody } from "./forward";

jest.mock("server-only", () => ({}), { virtual: true });

const CHUNK = 256 * 1024;

/** A chunked upload (no Content-Length) of `chunks` chunks of `CHUNK` bytes, counting what was read of it. */
function chunkedPost(chunks: number) {
  const read = { bytes: 0 };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      read.bytes += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
    },
  });
  const req = new Request("http://localhost:3000/api/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
  return { req, read };
}

describe("the BFF reads a body no further than its limit", () => {
  it("answers 413 for a chunked body over 1 MB having read little more than the limit, not all of it", async () => {
    const { req, read } = chunkedPost(40); // 10 MB, with no Content-Length to refuse up front
    const { error } = await readBody(req as unknown as NextRequest);
    expect(error?.status).toBe(413);
    expect(await error?.json()).toEqual({ message: "Request body too large." });
    expect(read.bytes).toBeLessThanOrEqual(1_000_000 + 2 * CHUNK);
  });

  it("still refuses a declared Content-Length over the limit before reading", async () => {
    const req = new Request("http://localhost:3000/api/login", {
      method: "POST",
      headers: { "content-length": "5000000" },
      body: "{}",
    });
    expect(await readTextUpTo(req, 1_000_000)).toBeNull();
  });

  it("passes a body within the limit whole, UTF-8 decoded across chunks", async () => {
    const text = JSON.stringify({ note: "x".repeat(CHUNK), name: "Adébáyọ̀" });
    const bytes = Buffer.from(text);
    const split = bytes.indexOf(Buffer.from("é")) + 1; // between the two bytes of "é"
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(bytes.subarray(0, split)));
        controller.enqueue(new Uint8Array(bytes.subarray(split)));
        controller.close();
      },
    });
    const req = new Request("http://localhost:3000/api/x", { method: "POST", body, duplex: "half" } as RequestInit);
    expect(await readTextUpTo(req, 1_000_000)).toBe(text);
    const empty = new Request("http://localhost:3000/api/x", { method: "POST" });
    expect(await readBody(empty as unknown as NextRequest)).toEqual({ body: undefined });
  });
});
