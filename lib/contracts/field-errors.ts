import type { z } from "zod";

/** Field errors in the spec's 422 shape: { field: [messages] } (an issue without a path goes under `rootKey`). */
export function fieldErrors(error: z.ZodError, rootKey = "_"): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : rootKey;
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** A form's errors as it shows them, from its schema's refusal: the first message of each field. */
export function firstIssueMessages(error: z.ZodError, rootKey = "_"): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrors(error, rootKey))) out[key] = messages[0];
  return out;
}
