import type { FastifyInstance } from "fastify";

/**
 * The partner API's own OpenAPI document (GET /v1/openapi.json): the product document's /v1 paths
 * (every route declares its schema once; @fastify/swagger reads them all), with the key scheme and
 * nothing of the dashboard's API.
 */
export function partnerOpenApi(app: FastifyInstance): Record<string, unknown> {
  const full = app.swagger() as { paths?: Record<string, unknown>; components?: Record<string, unknown> };
  const paths = Object.fromEntries(
    Object.entries(full.paths ?? {}).filter(([p]) => p.startsWith("/v1/") && p !== "/v1/openapi.json"),
  );
  return {
    openapi: "3.0.3",
    info: {
      title: "Naira Wallet partner API",
      version: "1.0.0",
      description:
        "Buy airtime, data, electricity, TV subscriptions and exam pins from your Naira Wallet balance. " +
        "Authenticate with `Authorization: Bearer nw_live_...` (or `nw_test_...` for test mode: the sandbox " +
        "simulators and a separate test balance). Every failure answers `{ message, errors? }`. Purchases are " +
        "idempotent by `request_id`: the same request_id and body answer the same transaction; another body " +
        "with it answers 409.",
    },
    servers: [{ url: "/" }],
    components: {
      ...(full.components ?? {}),
      securitySchemes: { partnerKey: { type: "http", scheme: "bearer", description: "nw_live_... or nw_test_..." } },
    },
    paths,
  };
}
