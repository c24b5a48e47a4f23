import type { z } from "zod";
import { networkFailure, toApiResult, type AnswerSchema, type ApiResult } from "./api-result";
import { bffRequest, type BffInit } from "./bff-request";

export type { BffInit } from "./bff-request";

/**
 * Same-origin JSON call to the BFF with the session cookie. Never throws. A 2xx answer is parsed
 * with `schema`, the answer's contract (lib/contracts), the very object the API's route declares, or
 * its loader (AnswerSchema).
 * A call whose answer is not read uses bffSend (bff-request.ts) instead.
 */
export async function bffFetch<S extends z.ZodType>(
  path: string,
  schema: AnswerSchema<S>,
  init: BffInit = {},
): Promise<ApiResult<z.infer<S>>> {
  const res = await bffRequest(path, init);
  if (!res) return networkFailure();
  return toApiResult(res, schema);
}

/** POST with a JSON body (an empty object by default); the answer parsed with `schema`. */
export function bffPost<S extends z.ZodType>(
  path: string,
  schema: AnswerSchema<S>,
  body: unknown = {},
): Promise<ApiResult<z.infer<S>>> {
  return bffFetch(path, schema, { method: "POST", body });
}
