/** A page's query as Next hands it to a server page, once awaited. */
export type QueryParams = Record<string, string | string[] | undefined>;
export type SearchParams = Promise<QueryParams>;

/** The first value of a query parameter, or null when absent. */
export function firstParamOrNull(params: QueryParams, key: string): string | null {
  const v = params[key];
  return (Array.isArray(v) ? v[0] : v) ?? null;
}

/** The first value of a query parameter, or "" when absent. */
export function firstParam(params: QueryParams, key: string): string {
  return firstParamOrNull(params, key) ?? "";
}
