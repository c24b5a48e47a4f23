import { z } from "zod";

/** Shared pieces of the admin routes' schemas. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export const denied = { 401: errorBody, 403: errorBody };
export const tags = ["admin"];
export const security = [{ bearer: [] }];
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const success = z.literal("success");
/** An id in the path: any short string (an unknown or malformed one answers 404, not 422). */
export const idParams = z.object({ id: z.string().max(100) });
