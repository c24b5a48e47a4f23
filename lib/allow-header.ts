/**
 * The Allow header of an OPTIONS or 405 answer (RFC 9110 10.2.1) for a path answering `methods`:
 * those methods, HEAD beside GET (both servers answer it as the GET), and OPTIONS, sorted. One
 * rule for the web's BFF and the API, so the two name a path's methods alike.
 */
export function allowHeader(methods: readonly string[]): string {
  const all = new Set(methods.map((m) => m.toUpperCase()));
  if (all.has("GET")) all.add("HEAD");
  all.add("OPTIONS");
  return [...all].sort().join(", ");
}
