import "server-only";
import http from "node:http";
import https from "node:https";
import type { z } from "zod";
import { errorResponse } from "@/lib/contracts/common";
import { ProductApiError, UNEXPECTED_ANSWER_MESSAGE, UNREACHABLE_MESSAGE } from "./product-api-error";

export { ProductApiError } from "./product-api-error";

const DEFAULT_TIMEOUT_MS = 10_000;

export function productApiBaseUrl(): string {
  return (process.env.PRODUCT_API_URL || "http://127.0.0.1:4000").replace(/\/$/, "");
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON-serialisable body, or a raw string already in JSON. */
  body?: unknown;
  /** Bearer token of the session making the call. */
  token?: string;
  /** The browser's address chain, forwarded as X-Forwarded-For (the API's rate limits key on it). */
  forwardedFor?: string | null;
  /** Query string including "?" or a URLSearchParams. */
  search?: string | URLSearchParams;
  timeoutMs?: number;
  accept?: string;
}

/**
 * Keep-alive connections to the product API, one pool per scheme, on node:http rather than the
 * global fetch: for a BFF call of a few milliseconds, fetch's WHATWG streams, abort signals and
 * Next's fetch instrumentation cost more CPU than the call itself. An idle connection is closed
 * after 4 s (undici's default), or earlier when the API's Keep-Alive header announces less.
 */
const IDLE_SOCKET_MS = 4_000;
const agents = {
  "http:": new http.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  "https:": new https.Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
};

/** The API's answer, read in full: status, headers (lower-case names) and the body bytes. */
export class ApiResponse {
  readonly headers: { get(name: string): string | null };

  constructor(
    readonly status: number,
    rawHeaders: http.IncomingHttpHeaders,
    readonly bytes: Buffer,
  ) {
    this.headers = {
      get: (name) => {
        const v = rawHeaders[name.toLowerCase()];
        return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
      },
    };
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  async text(): Promise<string> {
    return this.bytes.toString("utf8");
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.bytes).buffer;
  }
}

interface Prepared {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

function prepare(path: string, req: ApiRequest): Prepared {
  const headers: Record<string, string> = { Accept: req.accept ?? "application/json" };
  if (req.token) headers.Authorization = `Bearer ${req.token}`;
  if (req.forwardedFor) headers["X-Forwarded-For"] = req.forwardedFor;
  let body: string | undefined;
  if (req.body !== undefined) {
    body = typeof req.body === "string" ? req.body : JSON.stringify(req.body);
    headers["Content-Type"] = "application/json";
  }
  const search =
    req.search === undefined ? "" : typeof req.search === "string" ? req.search : `?${req.search.toString()}`;
  const url = `${productApiBaseUrl()}/api/${path.replace(/^\/+/, "").replace(/^api\//, "")}${search === "?" ? "" : search}`;
  return {
    url,
    method: req.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
    timeoutMs: req.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
}

class TimeoutError extends Error {
  name = "TimeoutError";
}

/** Errors of a kept-alive socket that the API closed just as it was reused. */
const STALE_SOCKET_CODES = new Set(["ECONNRESET", "EPIPE"]);

/** One request on a pooled connection; resolves with the whole answer, rejects when none came in time. */
function send(p: Prepared, retryStale: boolean): Promise<ApiResponse> {
  return new Promise((resolve, reject) => {
    let target: URL;
    try {
      target = new URL(p.url);
    } catch (err) {
      return reject(err);
    }
    const agent = agents[target.protocol as keyof typeof agents];
    if (!agent) return reject(new Error(`Unsupported product API protocol: ${target.protocol}`));
    const headers =
      p.body === undefined ? p.headers : { ...p.headers, "Content-Length": String(Buffer.byteLength(p.body)) };
    let settled = false;
    let timedOut = false;
    let gotResponse = false;
    const request = (target.protocol === "https:" ? https : http).request(
      target,
      { method: p.method, headers, agent },
      (res) => {
        gotResponse = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(
            new ApiResponse(
              res.statusCode ?? 502,
              res.headers,
              chunks.length === 1 ? chunks[0] : Buffer.concat(chunks),
            ),
          );
        });
        res.on("error", fail);
        res.on("close", () => {
          if (!res.complete) fail(new Error("The product API closed the connection mid-answer."));
        });
      },
    );
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy(new TimeoutError("The product API did not answer in time."));
    }, p.timeoutMs);
    function fail(err: Error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      if (timedOut) return reject(new TimeoutError("The product API did not answer in time."));
      // A kept-alive socket the API closed just as we reused it: a read is sent once more (the
      // dead socket has left the pool). Never a write: the API may have acted on it.
      const code = (err as NodeJS.ErrnoException).code;
      if (retryStale && request.reusedSocket && !gotResponse && code && STALE_SOCKET_CODES.has(code)) {
        send(p, false).then(resolve, reject);
        return;
      }
      reject(err);
    }
    request.on("error", fail);
    request.end(p.body);
  });
}

/**
 * The API's answer as it came: status, headers and the body (read in full). Throws a
 * ProductApiError only when no answer came: 504 after `timeoutMs` (10 s by default), 0 when the
 * API could not be reached. Redirects are not followed.
 */
export async function apiFetch(path: string, req: ApiRequest = {}): Promise<ApiResponse> {
  const p = prepare(path, req);
  try {
    return await send(p, p.method === "GET");
  } catch (err) {
    const name = (err as { name?: unknown } | null)?.name;
    throw new ProductApiError(name === "TimeoutError" ? 504 : 0, UNREACHABLE_MESSAGE);
  }
}

/**
 * Like apiFetch, but answers as soon as the API's headers arrive, with the body as a stream
 * (large exports passed through as they come). The timeout covers the whole transfer.
 */
export async function apiFetchStream(path: string, req: ApiRequest = {}): Promise<Response> {
  const p = prepare(path, req);
  try {
    return await fetch(p.url, {
      method: p.method,
      headers: p.headers,
      body: p.body,
      cache: "no-store",
      redirect: "manual",
      signal: AbortSignal.timeout(p.timeoutMs),
    });
  } catch (err) {
    // By name, not instanceof: the abort reason is a DOMException, which may come from another realm.
    const name = (err as { name?: unknown } | null)?.name;
    const timedOut = name === "TimeoutError" || name === "AbortError";
    throw new ProductApiError(timedOut ? 504 : 0, UNREACHABLE_MESSAGE);
  }
}

/** Reads a JSON body; a non-JSON body becomes { message } with its text (capped). */
export async function readJson(res: { text(): Promise<string> }): Promise<unknown> {
  const text = await res.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 500) };
  }
}

/**
 * One call to the product API whose answer the web reads: on 2xx the JSON parsed with `schema`, the
 * answer's contract in lib/contracts (the object the API's route declares), so its type is the
 * contract's; an answer of another shape throws a ProductApiError 502. Any other status throws a
 * ProductApiError carrying the API's status, message and errors. (Answers the BFF passes through
 * unread go through apiFetch instead: bytes, no schema, by design.)
 */
export async function productApi<S extends z.ZodType>(
  path: string,
  schema: S,
  req: ApiRequest = {},
): Promise<z.infer<S>> {
  const res = await apiFetch(path, req);
  const body = await readJson(res);
  if (!res.ok) {
    const failure = errorResponse.partial().safeParse(body);
    const { message, errors } = failure.success ? failure.data : {};
    throw new ProductApiError(res.status, message ?? `Request failed (${res.status}).`, errors, body);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProductApiError(502, UNEXPECTED_ANSWER_MESSAGE, undefined, body);
  return parsed.data;
}
