export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first value of a query parameter, or "" when absent. */
export function firstParam(params: Record<string, string | string[] | undefined>, key: string): string {
  const v = params[key];
  return (Array.isArray(v) ? v[0] : v) ?? "";
}
