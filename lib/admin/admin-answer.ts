import type { z } from "zod";
import type { ApiResult } from "@/lib/client/api-result";

/**
 * The success answer of an admin write, read with its contract schema (the API route's own
 * response schema), or null when the call failed or answered another shape. An error answer
 * stays in `res.data` ({ message, errors? }).
 */
export function answerOf<S extends z.ZodType>(schema: S, res: ApiResult<unknown>): z.infer<S> | null {
  if (!res.ok) return null;
  const parsed = schema.safeParse(res.data);
  return parsed.success ? parsed.data : null;
}
