import type { ApiBody } from "@/lib/client/api-result";

/**
 * Spec 8, Buying pages: a purchase API error shows 'Error: ' followed by the validation
 * messages joined with '; ', or else the message; the fallback when the answer has neither.
 */
export function purchaseErrorText(body: ApiBody | null | undefined, fallback: string): string {
  const messages = Object.values(body?.errors ?? {})
    .flat()
    .filter((m): m is string => typeof m === "string" && m.trim() !== "");
  const unique = [...new Set(messages)];
  if (unique.length) return `Error: ${unique.join("; ")}`;
  const message = typeof body?.message === "string" ? body.message.trim() : "";
  return message ? `Error: ${message}` : fallback;
}

/** The first message of one field of a 422 answer, for showing under that field. */
export function fieldError(body: ApiBody | null | undefined, field: string): string | undefined {
  const first = body?.errors?.[field]?.[0];
  return typeof first === "string" && first ? first : undefined;
}
