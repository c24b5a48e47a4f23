import type { z } from "zod";
import {
  networkFailure,
  toApiResult,
  toUncheckedApiResult,
  type ApiBody,
  type ApiResult,
  type UncheckedApiResult,
} from "./api-result";
import { bffRequest, type BffInit } from "./bff-request";

export type { BffInit } from "./bff-request";

const isSchema = (v: unknown): v is z.ZodType =>
  typeof v === "object" && v !== null && typeof (v as { safeParse?: unknown }).safeParse === "function";

/**
 * Same-origin JSON call to the BFF with the session cookie. Never throws. A 2xx answer is parsed
 * with `schema`, the answer's contract (lib/contracts), the very object the API's route declares.
 */
export function bffFetch<S extends z.ZodType>(path: string, schema: S, init?: BffInit): Promise<ApiResult<z.infer<S>>>;
/**
 * @deprecated Untyped: the answer is not checked. Kept only for the admin screens until they read
 * their answers through lib/contracts; new code passes the answer's schema.
 */
export function bffFetch<T = Record<string, unknown>>(path: string, init?: BffInit): Promise<UncheckedApiResult<T>>;
export async function bffFetch(
  path: string,
  schemaOrInit?: z.ZodType | BffInit,
  maybeInit?: BffInit,
): Promise<ApiResult<unknown> | UncheckedApiResult<ApiBody>> {
  const schema = isSchema(schemaOrInit) ? schemaOrInit : null;
  const init = (schema ? maybeInit : (schemaOrInit as BffInit | undefined)) ?? {};
  const res = await bffRequest(path, init);
  if (!res) return networkFailure();
  return schema ? toApiResult(res, schema) : toUncheckedApiResult(res);
}

/** POST with a JSON body (an empty object by default); the answer parsed with `schema`. */
export function bffPost<S extends z.ZodType>(path: string, schema: S, body?: unknown): Promise<ApiResult<z.infer<S>>>;
/** @deprecated Untyped; see bffFetch. */
export function bffPost<T = Record<string, unknown>>(path: string, body?: unknown): Promise<UncheckedApiResult<T>>;
export function bffPost(
  path: string,
  schemaOrBody?: unknown,
  maybeBody?: unknown,
): Promise<ApiResult<unknown> | UncheckedApiResult<ApiBody>> {
  if (isSchema(schemaOrBody)) return bffFetch(path, schemaOrBody, { method: "POST", body: maybeBody ?? {} });
  return bffFetch<ApiBody>(path, { method: "POST", body: schemaOrBody ?? {} });
}
