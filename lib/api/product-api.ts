import "server-only";
import { ProductApiError, UNREACHABLE_MESSAGE } from "./product-api-error";

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

/** The API's answer as it came: status, headers and the unread body. Throws only when no answer came. */
export async function apiFetch(path: string, req: ApiRequest = {}): Promise<Response> {
  const headers = new Headers({ Accept: req.accept ?? "application/json" });
  if (req.token) headers.set("Authorization", `Bearer ${req.token}`);
  if (req.forwardedFor) headers.set("X-Forwarded-For", req.forwardedFor);
  let body: string | undefined;
  if (req.body !== undefined) {
    body = typeof req.body === "string" ? req.body : JSON.stringify(req.body);
    headers.set("Content-Type", "application/json");
  }
  const search = req.search === undefined ? "" : typeof req.search === "string" ? req.search : `?${req.search.toString()}`;
  const url = `${productApiBaseUrl()}/api/${path.replace(/^\/+/, "").replace(/^api\//, "")}${search === "?" ? "" : search}`;
  try {
    return await fetch(url, {
      method: req.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
      cache: "no-store",
      redirect: "manual",
      signal: AbortSignal.timeout(req.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (err) {
    // By name, not instanceof: the abort reason is a DOMException, which may come from another realm.
    const name = (err as { name?: unknown } | null)?.name;
    const timedOut = name === "TimeoutError" || name === "AbortError";
    throw new ProductApiError(timedOut ? 504 : 0, UNREACHABLE_MESSAGE);
  }
}

/** Reads a JSON body; a non-JSON body becomes { message } with its text (capped). */
export async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 500) };
  }
}

/** One call to the product API: parsed JSON on 2xx, else a ProductApiError carrying status, message and errors. */
export async function productApi<T = unknown>(path: string, req: ApiRequest = {}): Promise<T> {
  const res = await apiFetch(path, req);
  const body = await readJson(res);
  if (!res.ok) {
    const b = (body && typeof body === "object" ? body : {}) as { message?: unknown; errors?: unknown };
    const message = typeof b.message === "string" ? b.message : `Request failed (${res.status}).`;
    const errors = b.errors && typeof b.errors === "object" ? (b.errors as Record<string, string[]>) : undefined;
    throw new ProductApiError(res.status, message, errors, body);
  }
  return body as T;
}
