import { cookieSecure, resolveSessionPassword, SessionConfigError } from "./session-config";

describe("session password", () => {
  it("falls back to a long sandbox password when unset or in sandbox", () => {
    expect(resolveSessionPassword({}).length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionPassword({ APP_ENV: "sandbox", SESSION_PASSWORD: "short" }).length).toBeGreaterThanOrEqual(32);
  });
  it("uses the given password when long enough", () => {
    const p = "x".repeat(40);
    expect(resolveSessionPassword({ SESSION_PASSWORD: p })).toBe(p);
    expect(resolveSessionPassword({ APP_ENV: "production", SESSION_PASSWORD: p })).toBe(p);
  });
  it("refuses production without a strong password", () => {
    expect(() => resolveSessionPassword({ APP_ENV: "production" })).toThrow(SessionConfigError);
    expect(() => resolveSessionPassword({ APP_ENV: "production", SESSION_PASSWORD: "y".repeat(31) })).toThrow(
      /at least 32/,
    );
  });
  it("cookies are secure unless turned off", () => {
    expect(cookieSecure({})).toBe(true);
    expect(cookieSecure({ COOKIE_SECURE: "false" })).toBe(false);
  });
});
