import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import type { Config } from "../config";
import { openDatabase, type Database } from "../db/client";
import { users } from "../db/schema";
import { AfterAnswer } from "../http/after-answer";
import type { AppContext } from "../http/context";
import { installErrorHandling } from "../http/errors";
import { createMailer } from "../mail/mailer";
import { inProcessFetch } from "../providers/in-process-fetch";
import { vtpassSimulatorRoutes } from "../providers/vtpass/vtpass-simulator";
import { setVtpassTransport } from "../purchases/vtpass-client";
import { vtpassWebhookRoutes } from "../purchases/webhook-routes";

/**
 * Test mode of the partner API: test keys (`nw_test_...`) run the very same purchase engine, ledger
 * and routes as live ones, but on a context of their own:
 *
 * - its own database (TEST_MODE_DATABASE_URL, or an embedded PGlite in sandbox mode), migrated like
 *   the live one. The test wallet, the test system accounts, journals, history rows and provider
 *   requests all live there, so test money can never reach a live ledger account, the live
 *   history or statements, or the admin's money figures (which read only the live database);
 * - its own VTpass: the sandbox simulator mounted on a private Fastify instance that listens on no
 *   port and is reached in process, with the sandbox credentials. Live contexts never get this
 *   transport, so in production a live key only ever reaches live VTpass. The same instance takes
 *   the simulator's transaction-update callbacks (the product's VTpass callback route, on this
 *   context), so a test purchase is settled and reversed by them as a live sandbox one is;
 * - its own outbox (mail of test purchases is never sent);
 * - its own webhook events: they are written in the test database with mode "test" (ctx.live marks
 *   this context) for the copy of the customer's test webhook kept there (test-mode-webhook.ts), and
 *   sent by the one delivery job run on this context (test-mode-job.ts).
 *
 * The customer exists in the test database as a copy of the live row (same id), made at first use.
 */
export interface TestMode {
  ctx: AppContext;
  close(): Promise<void>;
}

const opened = new WeakMap<AppContext, Promise<TestMode>>();

/** Where the test-mode database lives, or null when this server has no test mode. */
export function testModeDatabase(config: Config): { url?: string; pgliteDir?: string } | null {
  if (config.TEST_MODE_DATABASE_URL) return { url: config.TEST_MODE_DATABASE_URL };
  if (!config.sandbox) return null;
  if (config.TEST_MODE_PGLITE_DIR) return { pgliteDir: config.TEST_MODE_PGLITE_DIR };
  return { pgliteDir: config.PGLITE_DIR === "memory://" ? "memory://" : `${config.PGLITE_DIR}-test-mode` };
}

export const testModeAvailable = (config: Config): boolean => testModeDatabase(config) !== null;

/** The test-mode context of an API, opened on first use (null when this server has no test mode). */
export function testModeOf(live: AppContext): Promise<TestMode> | null {
  const where = testModeDatabase(live.config);
  if (!where) return null;
  let mode = opened.get(live);
  if (!mode) {
    mode = openTestMode(live, where);
    opened.set(live, mode);
    // A failed opening is tried again by the next call rather than remembered.
    mode.catch(() => opened.delete(live));
  }
  return mode;
}

/**
 * Opens (and migrates) test mode's database at the API's start, when this server has test mode, so
 * the first partner test call is not the one that waits for it and a broken test database shows in
 * the start-up log. A failure does not stop the boot, in production either: test mode serves
 * partners' trials, the live wallet and payments must not go down with it. It is logged as an
 * error naming the cause, test keys answer 503 meanwhile, and the next test call tries again.
 * Answers whether test mode is ready.
 */
export async function openTestModeAtStart(
  live: AppContext,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): Promise<boolean> {
  const where = testModeDatabase(live.config);
  if (!where) {
    log.info({}, "partner test mode: off (no TEST_MODE_DATABASE_URL)");
    return false;
  }
  // Where it is, never the URL itself (it may hold a password).
  const at = where.url ? "TEST_MODE_DATABASE_URL" : where.pgliteDir;
  const started = Date.now();
  try {
    const mode = await testModeOf(live)!;
    log.info({ database: at, kind: mode.ctx.dbKind, ms: Date.now() - started }, "partner test mode: database ready");
    return true;
  } catch (err) {
    log.error(
      { err, database: at },
      "partner test mode: its database could not be opened or migrated; test keys answer 503 until it can",
    );
    return false;
  }
}

/** The test-mode context if this API opened it already (the jobs never open it themselves). */
export function openedTestMode(live: AppContext): Promise<TestMode> | undefined {
  return opened.get(live);
}

/** Closes the test-mode context of an API if it was opened (the API's onClose). */
export async function closeTestMode(live: AppContext): Promise<void> {
  const mode = opened.get(live);
  opened.delete(live);
  if (mode) await (await mode.catch(() => null))?.close();
}

async function openTestMode(live: AppContext, where: { url?: string; pgliteDir?: string }): Promise<TestMode> {
  const database: Database = await openDatabase({ ...where, poolSize: 5 });
  const fresh = (): Config => ({
    ...live.config,
    APP_ENV: "sandbox",
    sandbox: true,
    vtpassBaseUrl: `${live.config.apiPublicUrl}/sandbox/vtpass/api`,
    // Live provider credentials never travel with test traffic.
    VTPASS_API_KEY: "vtpass-sandbox-api-key",
    VTPASS_PUBLIC_KEY: "PK_sandbox",
    VTPASS_SECRET_KEY: "SK_sandbox",
  });
  const config = fresh();
  const simulator: FastifyInstance = Fastify({ logger: false });
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer: createMailer({ from: config.MAIL_FROM, db: database.db }),
    now: live.now,
    afterAnswer: new AfterAnswer(simulator.log),
    live,
  };
  simulator.decorate("ctx", ctx);
  simulator.setValidatorCompiler(validatorCompiler);
  simulator.setSerializerCompiler(serializerCompiler);
  installErrorHandling(simulator);
  await simulator.register(vtpassSimulatorRoutes, { prefix: "/sandbox/vtpass/api" });
  // The simulator calls back `${apiPublicUrl}/api/webhooks/vtpass`, in process, so here: without
  // it a reversal (08020300000) would be lost and the purchase stay delivered for an hour.
  await simulator.register(vtpassWebhookRoutes, { prefix: "/api" });
  await simulator.ready();
  setVtpassTransport(ctx, inProcessFetch(simulator, config.apiPublicUrl, simulatorOnly));
  return {
    ctx,
    close: async () => {
      await ctx.afterAnswer.settled();
      await simulator.close();
      await database.close();
    },
  };
}

/** Test mode reaches nothing outside this process: anything but the simulator is refused. */
const simulatorOnly = async (): Promise<Response> => {
  throw new Error("Test mode reaches only the sandbox simulator.");
};

/** Copies the customer's row into the test database once (same id, no usable password). */
export async function ensureTestCustomer(live: AppContext, test: AppContext, userId: string): Promise<void> {
  const [known] = await test.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (known) return;
  const [u] = await live.db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new Error("customer not found");
  await test.db
    .insert(users)
    .values({
      id: u.id,
      name: u.name,
      email: u.email,
      phone: u.phone,
      passwordHash: "!test-mode",
      emailVerifiedAt: u.emailVerifiedAt,
      status: "active",
      createdAt: u.createdAt,
    })
    .onConflictDoNothing();
}
