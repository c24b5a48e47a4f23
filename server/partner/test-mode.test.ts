import { ConfigError, loadConfig } from "../config";
import { testModeAvailable, testModeDatabase } from "./test-mode";

const production = {
  APP_ENV: "production",
  DATABASE_URL: "postgres://u@db/nw",
  SMTP_URL: "smtps://u:p@smtp.example.com:465",
  MONNIFY_API_KEY: "MK_PROD_0123456789abcdef",
  MONNIFY_SECRET_KEY: "live-secret-0123456789abcdef",
  VTPASS_API_KEY: "vtpass-live-api-key-0123",
  VTPASS_PUBLIC_KEY: "PK_live_0123456789abcdef",
  VTPASS_SECRET_KEY: "SK_live_0123456789abcdef",
  DATA_ENCRYPTION_KEY: "x".repeat(48),
  PIN_PEPPER: "pin-pepper-of-the-test-0123456789abcdef",
  MONNIFY_BASE_URL: "https://api.monnify.com",
  VTPASS_BASE_URL: "https://vtpass.com/api",
};

test("production has test mode only with a database of its own", () => {
  expect(testModeAvailable(loadConfig(production))).toBe(false);
  expect(testModeDatabase(loadConfig({ ...production, TEST_MODE_DATABASE_URL: "postgres://u@db/nw_test" }))).toEqual({
    url: "postgres://u@db/nw_test",
  });
  expect(() => loadConfig({ ...production, TEST_MODE_DATABASE_URL: production.DATABASE_URL })).toThrow(ConfigError);
});

test("sandbox keeps test mode in an embedded database beside the live one", () => {
  expect(testModeDatabase(loadConfig({}))).toEqual({ pgliteDir: ".data/pglite-test-mode" });
  expect(testModeDatabase(loadConfig({ PGLITE_DIR: "memory://" }))).toEqual({ pgliteDir: "memory://" });
  expect(testModeDatabase(loadConfig({ TEST_MODE_PGLITE_DIR: "/tmp/x" }))).toEqual({ pgliteDir: "/tmp/x" });
});
