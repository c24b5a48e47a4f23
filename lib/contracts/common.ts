import { z } from "zod";

/**
 * Pieces every answer of the product API shares, for the API's route schemas and the web's
 * parsers alike (one object each, so a change fails to compile on both sides).
 */

/** Every failure of the product API: { message, errors? } (422 carries field errors). */
export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A machine-readable reason, where a client acts on it (lib/contracts/error-codes.ts). */
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** An answer that only says what happened. */
export const messageResponse = z.object({ message: z.string() });

/** The literal status most list answers carry (spec 7: "reads status ('success')"). */
export const successStatus = z.literal("success");

export { PAGE_SIZE } from "./page-size";

/** Laravel-style pagination (spec 3): page URLs are relative and keep the filters. */
export const paginationResponse = z.object({
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  next_page_url: z.string().nullable(),
  prev_page_url: z.string().nullable(),
});
export type Pagination = z.infer<typeof paginationResponse>;

/** Ids of the product's rows. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => UUID_PATTERN.test(s);
