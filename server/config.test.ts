import { ConfigError, loadConfig } from "./config";

test("sandbox defaults need no settings", () => {
  const c = loadConfig({});
  expect(c.sandbox).toBe(true);
  expect(c.monnifyBaseUrl).toBe("http://127.0.0.1:4000/sandbox/monnify");
});

test("production refuses to start without its settings, naming each", () => {
  expect(() => loadConfig({ APP_ENV: "production" })).toThrow(ConfigError);
  try {
    loadConfig({ APP_ENV: "production" });
  } catch (e) {
    expect(String((e as Error).message)).toMatch(/DATABASE_URL/);
    expect(String((e as Error).message)).toMatch(/SMTP_URL/);
  }
});

test("the sandbox's PIN pepper is derived from its data key unless set", () => {
  expect(loadConfig({}).pinPepper).toBe(loadConfig({}).pinPepper);
  expect(loadConfig({ DATA_ENCRYPTION_KEY: "another-key" }).pinPepper).not.toBe(loadConfig({}).pinPepper);
  expect(loadConfig({ PIN_PEPPER: "my-own-pepper" }).pinPepper).toBe("my-own-pepper");
});

test("a malformed setting is reported clearly", () => {
  expect(() => loadConfig({ API_PORT: "not-a-port" })).toThrow(/API_PORT/);
});

describe("production provider URLs", () => {
  const live = {
    APP_ENV: "production",
    DATABASE_URL: "postgres://u@db/nw",
    SMTP_URL: "smtps://u:p@smtp.example.com:465",
    MONNIFY_API_KEY: "MK_PROD_0123456789abcdef",
    MONNIFY_SECRET_KEY: "live-secret-0123456789abcdef",
    VTPASS_API_KEY: "vtpass-live-api-key-0123",
    VTPASS_PUBLIC_KEY: "PK_live_0123456789abcdef",
    VTPASS_SECRET_KEY: "SK_live_0123456789abcdef",
    DATA_ENCRYPTION_KEY: "x".repeat(48),
    PIN_PEPPER: "p".repeat(48),
    MONNIFY_BASE_URL: "https://api.monnify.com",
    VTPASS_BASE_URL: "https://vtpass.com/api",
  };
  const problem = (env: Record<string, string>) => {
    try {
      loadConfig({ ...live, ...env });
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  };

  test("the live hosts start", () => {
    expect(problem({})).toBeNull();
    expect(problem({ VTPASS_BASE_URL: "https://api-service.vtpass.com/api" })).toBeNull();
    // Hostnames are compared, not substrings: these are not the sandbox hosts.
    expect(problem({ VTPASS_BASE_URL: "https://vtpass.com/api?from=sandbox.vtpass.com" })).toBeNull();
    expect(problem({ MONNIFY_BASE_URL: "https://notsandbox.monnify.com" })).toBeNull();
  });

  test("the PIN pepper is required, 32+ characters, and not the data key", () => {
    for (const PIN_PEPPER of ["", "short", "x".repeat(48)])
      expect(problem({ PIN_PEPPER })).toMatch(/PIN_PEPPER must be set/);
    expect(loadConfig({ ...live }).pinPepper).toBe("p".repeat(48));
  });

  test.each([
    ["VTPASS_BASE_URL", "https://sandbox.vtpass.com/api"],
    ["VTPASS_BASE_URL", "https://SANDBOX.VTPASS.COM./api/"],
    ["VTPASS_BASE_URL", "https://eu.sandbox.vtpass.com/api"],
    ["MONNIFY_BASE_URL", "https://sandbox.monnify.com"],
    ["MONNIFY_BASE_URL", "https://sandbox.monnify.com:443/"],
    ["MONNIFY_BASE_URL", "https://api.example.ng/sandbox/monnify"],
  ])("%s=%s is refused in production", (key, url) => {
    expect(problem({ [key]: url })).toMatch(new RegExp(`${key} must point at live`));
  });
});
