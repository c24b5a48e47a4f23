import { z } from "zod";

export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export const merchantErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
  429: errorSchema,
  502: errorSchema,
};
export const secured = (tag: string, summary: string) => ({ tags: [tag], summary, security: [{ bearer: [] }] });
// A malformed id is answered like someone else's id: 404, nothing to learn.
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const idParams = z.object({ id: z.string().max(100) });
