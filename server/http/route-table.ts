import type { FastifyInstance } from "fastify";

export interface RouteEntry {
  method: string;
  /** The path as registered, with its `:params` and `*`. */
  path: string;
}

/**
 * Every route of an app, read from Fastify's own route tree (printRoutes): each line is a node of
 * the radix tree whose full path is its ancestors' paths joined, with the methods it answers in
 * brackets. HEAD routes Fastify adds for GET ones are left out.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const stack: string[] = [];
  const out: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const path = (depth > 0 ? stack[depth - 1] : "") + m[2];
    stack.push(path);
    for (const method of (m[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD") out.push({ method, path });
    }
  }
  return out;
}
