import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client";

/** The tables money lives in: a refused request must leave every one of them as it was. */
export const MONEY_TABLES = [
  "ledger_accounts",
  "journals",
  "ledger_entries",
  "transactions",
  "purchase_provider_requests",
  "invoices",
] as const;

type Row = Record<string, unknown>;
const rowsOf = (r: unknown): Row[] => (Array.isArray(r) ? r : ((r as { rows: Row[] }).rows ?? []));

/** Row count of each money table, plus the sum of every balance (a change there is a write too). */
export async function moneySnapshot(db: Db): Promise<Record<string, number>> {
  const parts = MONEY_TABLES.map((t) => `(SELECT COUNT(*) FROM ${t}) AS ${t}`).join(", ");
  const [counts] = rowsOf(
    await db.execute(
      sql.raw(`SELECT ${parts}, (SELECT COALESCE(SUM(ABS(balance)), 0) FROM ledger_accounts) AS balances`),
    ),
  );
  return Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)]));
}

export interface ApiOperation {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** OpenAPI path, e.g. /api/transactions/{id} */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyKeys: string[];
  hasBody: boolean;
  secured: boolean;
}

/** Every operation of the product API as its OpenAPI document describes it. */
export async function apiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const doc = (await app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
          security?: unknown[];
        }
      >
    >;
  };
  const ops: ApiOperation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      ops.push({
        method: method.toUpperCase() as ApiOperation["method"],
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
        queryParams: params.filter((p) => p.in === "query").map((p) => p.name),
        bodyKeys: Object.keys(schema?.properties ?? {}),
        hasBody: method !== "get" && method !== "delete",
        secured: Boolean(op.security?.length),
      });
    }
  }
  return ops;
}

/** The URL of an operation with its path parameters filled in (encoded). */
export function urlOf(op: ApiOperation, params: Record<string, string>, query = ""): string {
  const enc = (s: string) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return "%ED%A0%80"; // a lone surrogate: send malformed bytes on purpose
    }
  };
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => enc(params[name] ?? "x"));
  return query ? `${path}?${query}` : path;
}
