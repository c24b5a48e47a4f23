import { allowHeader } from "@/lib/allow-header";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { UPSTREAM_UNREACHABLE } from "@/lib/client/api-result";

/**
 * Bodies below this size are sent uncompressed. Such an answer fits in TCP's initial congestion
 * window (10 segments, about 14 KB with headers) compressed or not, so gzip would save no round
 * trip, only a few KB, and it costs a fresh zlib stream (and the client's inflate) per response
 * on the web's event loop. Larger bodies are still compressed by Next.
 */
export const COMPRESS_FROM_BYTES = 12 * 1024;

/**
 * A JSON answer of the BFF with its Content-Length (the text, or its UTF-8 bytes as they came from
 * the API, which spares decoding and encoding them again). Next's compression middleware decides when
 * the headers go out, before the body is written: without a length it gzips every body, even a
 * 30-byte error (which only grows). With the length known, its own 1 KB threshold applies, and a
 * body under COMPRESS_FROM_BYTES is marked `no-transform` so it goes out as it is.
 */
export function jsonText(
  text: string | Uint8Array<ArrayBuffer>,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  const length = typeof text === "string" ? Buffer.byteLength(text) : text.byteLength;
  const out: Record<string, string> = {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": String(length),
  };
  if (length < COMPRESS_FROM_BYTES) {
    const cc = Object.keys(out).find((k) => k.toLowerCase() === "cache-control");
    if (cc) out[cc] = `${out[cc]}, no-transform`;
    else out["Cache-Control"] = "no-transform";
  }
  return new Response(text, { status, headers: out });
}

export const json = (body: unknown, status = 200, headers?: Record<string, string>) =>
  jsonText(JSON.stringify(body), status, headers);

export const bffErrors = {
  crossSite: () => json({ message: "Cross-site request refused." }, 403),
  unauthenticated: () => json({ message: "Unauthenticated." }, 401),
  notFound: () => json({ message: "Not found." }, 404),
  methodNotAllowed: (allow: readonly string[]) =>
    json({ message: "Method not allowed." }, 405, { Allow: allowHeader(allow) }),
  tooLarge: () => json({ message: "Request body too large." }, 413),
  /** The product API did not answer: the client shows its "cannot connect" message. */
  unreachable: (status = 502) => json({ message: UNREACHABLE_MESSAGE, code: UPSTREAM_UNREACHABLE }, status),
};
