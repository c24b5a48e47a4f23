import { ConfigError, loadConfig } from "../config";
import { levels } from "../db/schema";
import { createTestApp } from "../test/test-app";
import { PARTNER_MSG } from "../../lib/contracts/partner";
import { partner, v1 } from "./partner-kit";
import { openedTestMode, openTestModeAtStart, testModeAvailable, testModeDatabase, testModeOf } from "./test-mode";

// Opening and migrating an embedded test-mode database took over 60 s on a machine at load 10.
jest.setTimeout(120_000);

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

test("test mode's embedded database may not be the live one's folder (written by both, each would lose the other's)", () => {
  for (const same of [".data/pglite", "./.data/pglite/", `${process.cwd()}/.data/pglite`])
    expect(() => loadConfig({ TEST_MODE_PGLITE_DIR: same })).toThrow(
      /TEST_MODE_PGLITE_DIR: must be a folder of its own/,
    );
  expect(() => loadConfig({ PGLITE_DIR: "/tmp/live", TEST_MODE_PGLITE_DIR: "/tmp/live" })).toThrow(ConfigError);
  // The live database on PostgreSQL leaves PGLITE_DIR unused; in memory there is no folder.
  expect(
    testModeDatabase(loadConfig({ DATABASE_URL: "postgres://u@db/nw", TEST_MODE_PGLITE_DIR: ".data/pglite" })),
  ).toEqual({
    pgliteDir: ".data/pglite",
  });
  expect(testModeDatabase(loadConfig({ PGLITE_DIR: "memory://", TEST_MODE_PGLITE_DIR: "memory://" }))).toEqual({
    pgliteDir: "memory://",
  });
});

describe("test mode opens at the API's start", () => {
  const logged = () => {
    const lines: { level: string; obj: object; msg: string }[] = [];
    return {
      lines,
      info: (obj: object, msg: string) => lines.push({ level: "info", obj, msg }),
      error: (obj: object, msg: string) => lines.push({ level: "error", obj, msg }),
    };
  };

  test("a configured test database is opened and migrated before the first call, which then waits for nothing", async () => {
    const t = await createTestApp({ TEST_MODE_PGLITE_DIR: "memory://" });
    try {
      expect(openedTestMode(t.app.ctx)).toBeUndefined();
      const log = logged();
      expect(await openTestModeAtStart(t.app.ctx, log)).toBe(true);
      expect(log.lines).toEqual([expect.objectContaining({ level: "info", msg: "partner test mode: database ready" })]);
      const opened = openedTestMode(t.app.ctx);
      expect(opened).toBeDefined();
      // The first test call gets the context opened at the start, migrated (the seeded levels are there).
      expect(testModeOf(t.app.ctx)).toBe(opened);
      const test = (await opened!).ctx;
      expect((await test.db.select().from(levels)).map((l) => l.code)).toContain("reseller");
    } finally {
      await t.close();
    }
  });

  test("a broken test database is logged as an error at the start without stopping it or showing the URL", async () => {
    const url = "postgres://someone:secret-pw@127.0.0.1:1/nw_test";
    const t = await createTestApp({ TEST_MODE_DATABASE_URL: url });
    try {
      const log = logged();
      expect(await openTestModeAtStart(t.app.ctx, log)).toBe(false);
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).toMatchObject({ level: "error", obj: { database: "TEST_MODE_DATABASE_URL" } });
      expect(log.lines[0].msg).toMatch(/could not be opened/);
      expect(JSON.stringify(log.lines[0].obj)).not.toContain("secret-pw");
      // Not remembered as broken: the next test call tries again.
      expect(openedTestMode(t.app.ctx)).toBeUndefined();
      // A test call meanwhile is a 503 in the one error shape, not a 500.
      const c = await partner(t, 0);
      const key = await c.createKey({ mode: "test" });
      const res = await v1(t, key, "GET", "/v1/balance");
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: PARTNER_MSG.testModeOff });
      // The live API still answers.
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
