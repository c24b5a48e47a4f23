import "server-only";
import { EventEmitter } from "node:events";
import { Agent, request } from "undici";
import { ProductApiError, UNREACHABLE_MESSAGE } from "./product-api-error";

/**
 * How the web reaches the product API: one HTTP call, its answer and its failures. The typed layer
 * (productApi, readJson) is in lib/api/product-api.ts, which re-exports these for its callers.
 */

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
  /** More request headers (the login's User-Agent and device tokens). */
  headers?: Record<string, string>;
}

/**
 * Keep-alive connections to the product API: undici's Agent (the engine of Node's own fetch),
 * called through undici's request() rather than fetch: for a BFF call of a few milliseconds,
 * fetch's WHATWG streams and Next's fetch instrumentation cost more CPU than the call itself
 * (see bench/README.md). An idle connection is closed after 4 s, or earlier when the API's
 * Keep-Alive header announces less; redirects are not followed (undici's default).
 */
const agent = new Agent({ keepAliveTimeout: 4_000 });

/** The API's answer, read in full: status, headers (any case) and the body bytes. */
export class ApiResponse {
  readonly headers: { get(name: string): string | null };

  constructor(
    readonly status: number,
    rawHeaders: Record<string, string | string[] | undefined>,
    readonly bytes: Buffer<ArrayBuffer>,
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
  method: ApiRequest["method"] & string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

function prepare(path: string, req: ApiRequest): Prepared {
  const headers: Record<string, string> = { ...req.headers, Accept: req.accept ?? "application/json" };
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

/**
 * Failures of a connection, before any answer came, that a kept-alive socket gives when the API
 * closed it just as it was reused (undici's "other side closed", or the kernel's reset).
 */
const STALE_SOCKET_CODES = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

/** One request on a pooled connection; resolves with the whole answer (headers and body) within `timeoutMs`. */
async function send(p: Prepared, resendRead: boolean): Promise<ApiResponse> {
  // undici takes an EventEmitter as the abort signal; an AbortController costs a tenth more of the
  // call's CPU (measured: bench/README.md).
  const abort = new EventEmitter();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.emit("abort");
  }, p.timeoutMs);
  let answered = false;
  try {
    const res = await request(p.url, {
      method: p.method,
      headers: p.headers,
      body: p.body,
      dispatcher: agent,
      signal: abort,
    });
    answered = true;
    const bytes = Buffer.from(await res.body.arrayBuffer());
    return new ApiResponse(res.statusCode, res.headers, bytes);
  } catch (err) {
    if (timedOut) throw new ProductApiError(504, UNREACHABLE_MESSAGE);
    // A read that failed on its connection before any answer (the dead socket has left the pool)
    // is sent once more. Never a write: the API may have acted on it.
    const code = (err as { code?: unknown } | null)?.code;
    if (resendRead && !answered && typeof code === "string" && STALE_SOCKET_CODES.has(code)) {
      clearTimeout(timer);
      return send(p, false);
    }
    throw new ProductApiError(0, UNREACHABLE_MESSAGE);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The API's answer as it came: status, headers and the body (read in full). Throws a
 * ProductApiError only when no answer came: 504 after `timeoutMs` (10 s by default; an answer that
 * stops mid-body too), 0 when the API could not be reached. Redirects are not followed.
 */
export async function apiFetch(path: string, req: ApiRequest = {}): Promise<ApiResponse> {
  const p = prepare(path, req);
  return send(p, p.method === "GET");
}

/**
 * Like apiFetch, but answers as soon as the API's headers arrive, with the body as a stream
 * (large exports passed through as they come), through the platform's fetch (Node's own undici).
 * The timeout covers the whole transfer.
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
