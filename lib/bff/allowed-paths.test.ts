import { allowedMethodsOf, CUSTOMER_ALLOWED_PATHS, matchAllowedPath, safeSegments } from "./allowed-paths";

const match = (method: string, path: string, sandbox = true) =>
  matchAllowedPath(CUSTOMER_ALLOWED_PATHS, method, path.split("/"), { sandbox });

describe("BFF allowlist", () => {
  it("forwards listed paths with their methods", () => {
    expect(match("GET", "transactions")).toMatchObject({ methodAllowed: true });
    expect(match("POST", "pay/airtime")).toMatchObject({ methodAllowed: true });
    expect(match("GET", "data/plans/mtn-data")).toMatchObject({ methodAllowed: true });
    expect(match("PUT", "invoices/42")).toMatchObject({ methodAllowed: true });
    expect(match("POST", "invoices/42/send")).toMatchObject({ methodAllowed: true });
  });
  it("forwards the session calls with their methods only", () => {
    expect(match("GET", "sessions")).toMatchObject({ methodAllowed: true });
    expect(match("DELETE", "sessions/3f1c2a9e-0000-4000-8000-000000000000")).toMatchObject({ methodAllowed: true });
    expect(match("POST", "sessions/sign-out-others")).toMatchObject({ methodAllowed: true });
    expect(match("DELETE", "sessions")).toMatchObject({ methodAllowed: false });
    expect(match("GET", "sessions/abc")).toMatchObject({ methodAllowed: false });
    expect(match("DELETE", "sessions/abc/extra")).toBeNull();
  });
  it("forwards the password change as a POST only", () => {
    expect(match("POST", "change-password")).toMatchObject({ methodAllowed: true });
    expect(match("GET", "change-password")).toMatchObject({ methodAllowed: false });
    expect(match("POST", "change-password/extra")).toBeNull();
  });
  it("forwards the transaction PIN calls, never with the PIN in the path", () => {
    expect(match("GET", "pin")).toMatchObject({ methodAllowed: true });
    expect(match("POST", "pin")).toMatchObject({ methodAllowed: true });
    expect(match("POST", "pin/change")).toMatchObject({ methodAllowed: true });
    expect(match("POST", "pin/reset/request")).toMatchObject({ methodAllowed: true });
    expect(match("POST", "pin/reset")).toMatchObject({ methodAllowed: true });
    expect(match("GET", "pin/change")).toMatchObject({ methodAllowed: false });
    expect(match("GET", "pin/4826")).toBeNull();
  });
  it("marks the receipt as binary and matches one id segment", () => {
    expect(match("GET", "transactions/abc-123/receipt")?.entry.binary).toBe(true);
    expect(match("GET", "transactions/abc/receipt/extra")).toBeNull();
  });
  it("streams the statement's files and answers insights as JSON", () => {
    expect(match("GET", "statements/statement.pdf")?.entry.stream).toEqual({ accept: "application/pdf" });
    expect(match("GET", "statements/statement.csv")?.entry.stream).toEqual({ accept: "text/csv" });
    expect(match("POST", "statements/statement.csv")).toMatchObject({ methodAllowed: false });
    expect(match("GET", "statements/statement.xls")).toBeNull();
    expect(match("GET", "statements/email-preference")).toMatchObject({ methodAllowed: true });
    expect(match("PUT", "statements/email-preference")).toMatchObject({ methodAllowed: true });
    expect(match("DELETE", "statements/email-preference")).toMatchObject({ methodAllowed: false });
    expect(match("GET", "insights")?.entry.stream).toBeUndefined();
  });
  it("reports a wrong method separately from an unknown path", () => {
    expect(match("DELETE", "transactions")).toMatchObject({ methodAllowed: false });
    expect(match("PUT", "pay/airtime")).toMatchObject({ methodAllowed: false });
  });
  it("answers HEAD wherever it answers GET, and nowhere else", () => {
    expect(match("HEAD", "transactions")).toMatchObject({ methodAllowed: true });
    expect(match("HEAD", "transactions/abc/receipt")?.entry.binary).toBe(true);
    expect(match("HEAD", "statements/statement.pdf")?.entry.stream).toEqual({ accept: "application/pdf" });
    expect(match("HEAD", "pay/airtime")).toMatchObject({ methodAllowed: false });
  });
  it("names in OPTIONS' Allow the methods forwarded for the path, of every entry it matches", () => {
    const allow = (path: string) => allowedMethodsOf(CUSTOMER_ALLOWED_PATHS, path.split("/"), { sandbox: true });
    expect(allow("transactions")).toBe("GET, HEAD, OPTIONS");
    expect(allow("pay/airtime")).toBe("OPTIONS, POST");
    expect(allow("invoices/42")).toBe("GET, HEAD, OPTIONS, POST, PUT");
    // "schedules/tv-renewal" (POST) and "schedules/:id" (GET, PUT) both match.
    expect(allow("schedules/tv-renewal")).toBe("GET, HEAD, OPTIONS, POST, PUT");
    expect(allow("admin/customers")).toBeNull();
    expect(allowedMethodsOf(CUSTOMER_ALLOWED_PATHS, [], { sandbox: true })).toBeNull();
    expect(allowedMethodsOf(CUSTOMER_ALLOWED_PATHS, ["sandbox", "outbox"], { sandbox: false })).toBeNull();
  });
  it("refuses paths that are not listed", () => {
    expect(match("GET", "admin/customers")).toBeNull();
    expect(match("GET", "data")).toBeNull();
    expect(match("POST", "login")).toBeNull();
    expect(match("GET", "userx")).toBeNull();
  });
  it("hides sandbox paths in production", () => {
    expect(match("GET", "sandbox/outbox", true)).toMatchObject({ methodAllowed: true });
    expect(match("GET", "sandbox/outbox", false)).toBeNull();
    expect(match("POST", "sandbox/simulate-transfer", false)).toBeNull();
  });
  it("refuses unsafe segments", () => {
    expect(safeSegments(["data", ".."])).toBe(false);
    expect(safeSegments(["data", "a/b"])).toBe(false);
    expect(safeSegments(["data", "a%2Fb"])).toBe(false);
    expect(safeSegments(["data", ""])).toBe(false);
    expect(safeSegments([])).toBe(false);
    expect(match("GET", "data/../admin")).toBeNull();
  });
});
