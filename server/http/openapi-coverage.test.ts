import { WEBHOOK_EVENT_TYPES, WEBHOOK_HEADERS } from "../../lib/contracts/partner-webhooks";
import { createTestApp, type TestApp } from "../test/test-app";
import { routeTable, type RouteEntry } from "./route-table";

/**
 * OpenAPI documents everything: every route of Fastify's route table is in the product document
 * (/api/docs/json) unless it is deliberately hidden below, and every /v1 route is in the partner
 * document (/v1/openapi.json), which also describes the signed webhook events. A route added
 * without its schema (or with `hide`) fails here.
 */

jest.setTimeout(60_000);

/** Routes left out of the product document on purpose. */
const HIDDEN = new Set([
  "GET /api/health", // the load balancer's probe
  "GET /v1/openapi.json", // the partner document itself
]);
/** OpenAPI's own pages (swagger-ui), and the sandbox's provider simulators, which speak VTpass's and Monnify's APIs, not ours. */
const hiddenTree = (r: RouteEntry) => r.path.startsWith("/api/docs") || r.path.startsWith("/sandbox/");

const keyOf = (r: RouteEntry) => `${r.method} ${r.path}`;
/** A route as OpenAPI writes it: /v1/transactions/:request_id is /v1/transactions/{request_id}. */
const documentedKey = (r: RouteEntry) => `${r.method} ${r.path.replace(/:([A-Za-z_]+)/g, "{$1}")}`;

type Doc = { paths: Record<string, Record<string, unknown>> } & Record<string, unknown>;

function operations(doc: Doc): Set<string> {
  const out = new Set<string>();
  for (const [p, ops] of Object.entries(doc.paths))
    for (const m of Object.keys(ops)) if (m !== "parameters") out.add(`${m.toUpperCase()} ${p}`);
  return out;
}

/** The routes missing from a document. */
const undocumented = (routes: RouteEntry[], doc: Doc) => {
  const ops = operations(doc);
  return routes.filter((r) => !ops.has(documentedKey(r))).map(keyOf);
};

let t: TestApp;
let routes: RouteEntry[];
let product: Doc;
let partner: Doc;
beforeAll(async () => {
  t = await createTestApp();
  routes = routeTable(t.app);
  product = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  partner = (await t.app.inject({ method: "GET", url: "/v1/openapi.json" })).json();
});
afterAll(() => t.close());

test("every route not deliberately hidden is in the product document", () => {
  const shown = routes.filter((r) => !HIDDEN.has(keyOf(r)) && !hiddenTree(r));
  expect(shown.length).toBeGreaterThan(100);
  expect(undocumented(shown, product)).toEqual([]);
  // The list of hidden routes names real routes, and they are really hidden.
  for (const k of HIDDEN) expect(routes.map(keyOf)).toContain(k);
  expect(
    undocumented(
      routes.filter((r) => HIDDEN.has(keyOf(r))),
      product,
    ),
  ).toEqual([...HIDDEN]);
});

test("a route missing from a document is reported", () => {
  const [first, ...rest] = Object.keys(product.paths);
  const without: Doc = { ...product, paths: Object.fromEntries(rest.map((p) => [p, product.paths[p]])) };
  const shown = routes.filter((r) => !HIDDEN.has(keyOf(r)) && !hiddenTree(r));
  expect(undocumented(shown, without).length).toBeGreaterThan(0);
  expect(undocumented(shown, without).every((k) => k.endsWith(` ${first.replace(/\{([A-Za-z_]+)\}/g, ":$1")}`))).toBe(
    true,
  );
});

test("every /v1 route is in the partner document, and nothing else is", () => {
  const v1 = routes.filter((r) => r.path.startsWith("/v1/") && !HIDDEN.has(keyOf(r)));
  expect(v1.length).toBeGreaterThanOrEqual(13);
  expect(undocumented(v1, partner)).toEqual([]);
  expect([...operations(partner)].sort()).toEqual(v1.map(documentedKey).sort());
});

test("the partner document describes the webhook events: body schema, signed headers, one entry per event", () => {
  const components = partner.components as {
    schemas: Record<
      string,
      { properties: Record<string, { enum?: string[]; properties?: object; required?: string[] }>; required: string[] }
    >;
    parameters: Record<string, { name: string; in: string; required: boolean; description: string }>;
  };
  const event = components.schemas.WebhookEvent;
  expect(event.required).toEqual(["id", "type", "mode", "created_at", "data"]);
  expect(event.properties.type.enum).toEqual([...WEBHOOK_EVENT_TYPES]);
  expect(event.properties.mode.enum).toEqual(["live", "test"]);
  expect(Object.keys(event.properties.data.properties!)).toEqual([
    "transaction_id",
    "reference",
    "request_id",
    "type",
    "service",
    "amount",
    "status",
    "details",
    "created_at",
    "invoice",
  ]);
  // invoice.paid's invoice, optional on the other events
  expect(event.properties.data.required).not.toContain("invoice");
  const headers = Object.values(components.parameters);
  expect(headers.map((h) => [h.name, h.in, h.required])).toEqual(
    Object.values(WEBHOOK_HEADERS).map((name) => [name, "header", true]),
  );
  expect(headers.find((h) => h.name === WEBHOOK_HEADERS.signature)!.description).toMatch(/HMAC-SHA512/);

  const hooks = partner["x-webhooks"] as Record<
    string,
    { post: { parameters: { $ref: string }[]; requestBody: { content: Record<string, { schema: { $ref: string } }> } } }
  >;
  expect(Object.keys(hooks)).toEqual([...WEBHOOK_EVENT_TYPES]);
  for (const hook of Object.values(hooks)) {
    expect(hook.post.requestBody.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/WebhookEvent",
    });
    // Every reference resolves inside the document.
    for (const { $ref } of hook.post.parameters)
      expect(components.parameters[$ref.replace("#/components/parameters/", "")]).toBeDefined();
  }
});

test("every purchase and lookup documents the 503 of a switched-off or paused service", () => {
  type Op = { tags?: string[]; responses?: Record<string, unknown> };
  const posts = Object.entries(product.paths).flatMap(([p, ops]) =>
    Object.entries(ops as Record<string, Op>)
      .filter(([m, op]) => m === "post" && op.tags?.includes("purchases"))
      .map(([, op]) => [p, Object.keys(op.responses ?? {})] as const),
  );
  expect(posts.length).toBeGreaterThanOrEqual(9);
  expect(posts.filter(([, statuses]) => !statuses.includes("503")).map(([p]) => p)).toEqual([]);
});
