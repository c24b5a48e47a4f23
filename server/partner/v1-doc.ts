import { errorResponses } from "../http/route-kit";

/** OpenAPI tags, summary and the key requirement of a /v1 route (the partner document, v1-openapi.ts). */
export const partnerDoc = (summary: string) => ({
  tags: ["partner"],
  summary,
  security: [{ partnerKey: [] }],
});

/** Every /v1 route may answer: bad key (401), refused caller or address (403), too many calls (429), test mode off (503). */
export const partnerErrors = errorResponses(401, 403, 429, 503);
