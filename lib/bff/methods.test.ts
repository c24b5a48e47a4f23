import { readdirSync } from "node:fs";
import path from "node:path";
import { ROUTE_METHODS, routeMethods } from "./methods";

/**
 * Every route file (app/**\/route.ts) exports its handlers through routeMethods, so a method it
 * does not handle answers 405 in the product's JSON error shape with an Allow header, never Next's
 * default 405 with an empty body. The route modules below are imported as Next loads them.
 */
jest.mock("server-only", () => ({}), { virtual: true });

type Route = Record<string, (req: Request, ctx: { params: Promise<unknown> }) => Response | Promise<Response>>;

async function call(route: Route, method: string, url = "http://localhost:3000/api/x") {
  const res = await route[method](new Request(url, { method }), { params: Promise.resolve({}) });
  const type = res.headers.get("content-type");
  return { status: res.status, allow: res.headers.get("allow"), type, body: await res.json() };
}

describe("routeMethods", () => {
  it("keeps the handlers given and answers the other methods 405 with JSON and Allow", async () => {
    const post = () => new Response("ok");
    const route = routeMethods({ POST: post });
    expect(route.POST).toBe(post);
    for (const m of ["GET", "PUT", "PATCH", "DELETE"] as const) {
      const res = route[m]();
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("OPTIONS, POST");
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(await res.json()).toEqual({ message: "Method not allowed." });
    }
  });

  it("answers OPTIONS with the methods handled, HEAD beside GET (not Next's list of every export)", () => {
    const h = () => new Response("ok");
    const post = routeMethods({ POST: h }).OPTIONS();
    expect([post.status, post.headers.get("allow")]).toEqual([204, "OPTIONS, POST"]);
    expect(routeMethods({ GET: h, POST: h }).OPTIONS().headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
  });

  it("names every method handled in Allow, as its OPTIONS does (HEAD beside GET, OPTIONS)", () => {
    const h = () => new Response("ok");
    expect(routeMethods({ GET: h, POST: h }).DELETE().headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
  });
});

describe("route files answer a method they do not handle with the JSON 405", () => {
  test.each([
    ["api/login", "GET", "OPTIONS, POST"],
    ["api/register", "GET", "OPTIONS, POST"],
    ["api/logout", "GET", "OPTIONS, POST"],
    ["api/verify-otp", "GET", "OPTIONS, POST"],
    ["api/reset-password", "PATCH", "OPTIONS, POST"],
    ["api/admin/login", "GET", "OPTIONS, POST"],
    ["api/user/onboarding-seen", "GET", "OPTIONS, POST"],
    ["api/user", "DELETE", "GET, HEAD, OPTIONS"],
    ["api/business", "DELETE", "GET, HEAD, OPTIONS, POST"],
    ["api/session-expired", "POST", "GET, HEAD, OPTIONS"],
    ["invoice/[reference]/pdf", "POST", "GET, HEAD, OPTIONS"],
    ["sandbox/monnify/checkout/[reference]/pay", "GET", "OPTIONS, POST"],
  ])("%s: %s is 405, Allow %s", async (path, method, allow) => {
    const route = (await import(`@/app/${path}/route`)) as Route;
    const res = await call(route, method);
    expect(res).toEqual({
      status: 405,
      allow,
      type: "application/json; charset=utf-8",
      body: { message: "Method not allowed." },
    });
  });
});

describe("every route file", () => {
  const files = readdirSync(path.join(process.cwd(), "app"), { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === "route.ts")
    .sort();

  it("is found", () => expect(files.length).toBeGreaterThan(20));

  test.each(files)("app/%s answers every method (its own, or the JSON 405) and OPTIONS", async (file) => {
    const route = (await import(`@/app/${file.replace(/\.ts$/, "")}`)) as Route;
    for (const m of [...ROUTE_METHODS, "OPTIONS"]) expect([m, typeof route[m]]).toEqual([m, "function"]);
  });

  test.each([
    ["api/login", "OPTIONS, POST"],
    ["api/user", "GET, HEAD, OPTIONS"],
    ["api/business", "GET, HEAD, OPTIONS, POST"],
    ["invoice/[reference]/pdf", "GET, HEAD, OPTIONS"],
  ])("%s: OPTIONS is 204, Allow %s", async (path, allow) => {
    const route = (await import(`@/app/${path}/route`)) as Route;
    const res = await route.OPTIONS(new Request("http://localhost:3000/x", { method: "OPTIONS" }), {
      params: Promise.resolve({}),
    });
    expect([res.status, res.headers.get("allow")]).toEqual([204, allow]);
  });

  it("the catch-alls send every method to their allowlist (405 with the path's own Allow)", async () => {
    for (const p of ["api/[[...path]]", "api/admin/[...path]"]) {
      const route = (await import(`@/app/${p}/route`)) as Route;
      expect(new Set(ROUTE_METHODS.map((m) => route[m])).size).toBe(1);
    }
  });
});
