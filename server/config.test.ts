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

test("a malformed setting is reported clearly", () => {
  expect(() => loadConfig({ API_PORT: "not-a-port" })).toThrow(/API_PORT/);
});
