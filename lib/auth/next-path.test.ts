import { loginPathFor, safeNextPath } from "./next-path";

describe("the page to come back to after signing in", () => {
  it("keeps a customer page of this site, with its query", () => {
    expect(safeNextPath("/airtime-summary?network=MTN&amount=100&requestId=AIRTIME_1_abcdefgh")).toBe(
      "/airtime-summary?network=MTN&amount=100&requestId=AIRTIME_1_abcdefgh",
    );
    expect(safeNextPath("/transactions/6d1f2c1e-4b7a-4c1e-9a51-2f3b4c5d6e7f")).toBe(
      "/transactions/6d1f2c1e-4b7a-4c1e-9a51-2f3b4c5d6e7f",
    );
  });
  it.each([
    "//evil.example/dashboard",
    "/\\evil.example",
    "https://evil.example/dashboard",
    "javascript:alert(1)",
    "dashboard",
    "/admin/customers",
    "/api/user",
    "/login",
    "/%2F%2Fevil.example",
    "/dashboard\n",
    `/transactions?q=${"x".repeat(1_000)}`,
    "",
    null,
  ])("refuses %j", (value) => expect(safeNextPath(value)).toBeNull());
  it("adds it to a login address, but not the dashboard signing in leads to anyway", () => {
    expect(loginPathFor("/login?expired=1", "/bulk?batch=1")).toBe("/login?expired=1&next=%2Fbulk%3Fbatch%3D1");
    expect(loginPathFor("/api/session-expired", "/bulk")).toBe("/api/session-expired?next=%2Fbulk");
    expect(loginPathFor("/login?expired=1", "/dashboard")).toBe("/login?expired=1");
    expect(loginPathFor("/login?expired=1", "//evil.example")).toBe("/login?expired=1");
  });
});
