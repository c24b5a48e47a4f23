import "server-only";
import { apiFetch, type ApiRequest } from "./api-transport";
import { ProductApiError } from "./product-api-error";

export { apiFetch, apiFetchStream, ApiResponse, productApiBaseUrl, type ApiRequest } from "./api-transport";
export { ProductApiError } from "./product-api-error";

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
