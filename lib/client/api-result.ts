import type { z } from "zod";
import { UNEXPECTED_ANSWER_MESSAGE } from "@/lib/api/product-api-error";
import type { ApiBody } from "./api-error-body";

export type { ApiBody } from "./api-error-body";

/**
 * An answer's contract (lib/contracts), or a function that loads it. A hook on a page that must
 * hydrate without zod (the dashboard, the history: README, "No zod before the customer acts") passes
 * `() => import("@/lib/contracts/…").then((m) => m.schema)`; its first read comes after hydration.
 */
export type AnswerSchema<S extends z.ZodType> = S | (() => Promise<S>);

/** What a BFF call answered, as client components see it. status 0 means the call never got an answer. */
export type ApiResult<T = ApiBody> = ApiSuccess<T> | ApiFailure;

/** A 2xx whose body is the answer's contract schema, parsed. */
export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

/** Anything else: the API's error answer, no answer (status 0), or an answer the contract does not describe. */
export interface ApiFailure {
  ok: false;
  status: number;
  data: ApiBody;
}

/** The BFF answers this code when the product API cannot be reached (the browser's "network failure"). */
export const UPSTREAM_UNREACHABLE = "upstream_unreachable";

/** A 2xx whose body does not match the answer's schema (a web and an API of different versions). */
export const UNEXPECTED_ANSWER = "unexpected_answer";

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** The error side of an answer; the unreachable backend (either hop) becomes status 0. */
async function failureOf(status: number, data: unknown): Promise<ApiFailure> {
  const loaded = await import("./api-error-body").catch(() => null);
  if (!loaded) return networkFailure();
  const parsed = loaded.apiErrorBody.safeParse(data);
  const body = parsed.success ? parsed.data : {};
  return { ok: false, status: body.code === UPSTREAM_UNREACHABLE ? 0 : status, data: body };
}

/**
 * Turns a fetch outcome into an ApiResult: a 2xx is parsed with the answer's schema (the same object
 * the API's route declares); one that does not match reads as a 502 the user may retry.
 */
export async function toApiResult<S extends z.ZodType>(
  response: Response,
  schema: AnswerSchema<S>,
): Promise<ApiResult<z.infer<S>>> {
  const data = await bodyOf(response);
  if (!response.ok) return failureOf(response.status, data);
  // A contract that cannot be loaded (the network went down after the answer) reads as no answer.
  const contract = typeof schema === "function" ? await schema().catch(() => null) : schema;
  if (!contract) return networkFailure();
  const parsed = contract.safeParse(data);
  if (parsed.success) return { ok: true, status: response.status, data: parsed.data };
  return { ok: false, status: 502, data: { message: UNEXPECTED_ANSWER_MESSAGE, code: UNEXPECTED_ANSWER } };
}

export const networkFailure = (): ApiFailure => ({ ok: false, status: 0, data: {} });

/** A form's errors as it shows them: the first message of each field (a field without one is left out). */
export function firstFieldErrors(errors: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors ?? {})) if (v?.[0]) out[k] = v[0];
  return out;
}
