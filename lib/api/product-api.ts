import "server-only";
import type { z } from "zod";
import { errorResponse } from "@/lib/contracts/common";
import { apiFetch, type ApiRequest } from "./api-transport";
import { ProductApiError, UNEXPECTED_ANSWER_MESSAGE } from "./product-api-error";

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
