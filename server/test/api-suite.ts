import { eq } from "drizzle-orm";
import { adminAuditLog } from "../db/schema";
import { vtpassSimulator } from "../providers/vtpass/vtpass-simulator";
import { checkLedger } from "../wallet/ledger-check";
import { bearer, createUser } from "./fixtures";
import { createTestApp, type TestApp, SHORT_VTPASS_TIMEOUT_MS } from "./test-app";

/**
 * One API for a suite of tests, made in beforeAll and closed in afterAll, with the ledger checked
 * after each test (every balance the sum of its entries, every journal summing to zero, no account
 * below zero that may not be). `purchases`: VTpass answers time out after 300 ms and the
 * simulator's callbacks are awaited before each check and before closing. `admin`: an admin
 * signed in, for asAdmin. `env`: more settings for the suite's API (over those).
 *
 * `t` stands for the suite's TestApp: read it in tests and hooks, once beforeAll has run.
 */
export function apiSuite(opts: { purchases?: boolean; admin?: boolean; env?: Record<string, string> } = {}) {
  let current: TestApp | undefined;
  let admin: Awaited<ReturnType<typeof createUser>> | undefined;
  const made = () => {
    if (!current) throw new Error("the suite's API is made in beforeAll: use it in tests and hooks");
    return current;
  };
  const settle = async () => {
    if (opts.purchases) await vtpassSimulator(made().app.ctx).flush();
  };

  beforeAll(async () => {
    current = await createTestApp({
      ...(opts.purchases ? { VTPASS_TIMEOUT_MS: SHORT_VTPASS_TIMEOUT_MS } : {}),
      ...opts.env,
    });
    if (opts.admin) admin = await createUser(current, { isAdmin: true });
  });
  afterAll(async () => {
    if (!current) return;
    await settle();
    await current.close();
  });
  afterEach(async () => {
    await settle();
    const report = await checkLedger(made().app.ctx.db);
    expect(report.balanceMismatches).toEqual([]);
    expect(report.unbalancedJournals).toEqual([]);
    expect(report.negativeAccounts).toEqual([]);
  });

  const t: TestApp = {
    get app() {
      return made().app;
    },
    get database() {
      return made().database;
    },
    get config() {
      return made().config;
    },
    advance: (ms) => made().advance(ms),
    freezeClock: (frozen) => made().freezeClock(frozen),
    close: () => made().close(),
  };

  const signedInAdmin = () => {
    if (!admin) throw new Error("apiSuite({ admin: true }) makes the admin");
    return admin;
  };

  return {
    t,
    /** The suite's admin (with `admin: true`). */
    admin: signedInAdmin,
    /** A call to the API as the suite's admin. */
    asAdmin: (method: "GET" | "POST", url: string, payload?: object) =>
      made().app.inject({ method, url, headers: bearer(signedInAdmin().token), payload }),
    /** The admin audit log's entries about one row. */
    auditOf: (id: string) => made().app.ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id)),
  };
}
