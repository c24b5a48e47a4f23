import type { FastifyInstance } from "fastify";
import { PASSWORD } from "../accounts/account-test-kit";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { bearer, createUser, fundWallet } from "../test/fixtures";
import { openTestDatabase, SHORT_VTPASS_TIMEOUT_MS } from "../test/test-app";
import { airtimeBody } from "./pin-test-kit";
import { hashPassword } from "../accounts/password-hash";
import { users } from "../db/schema";
import { eq } from "drizzle-orm";

jest.setTimeout(60_000);

/**
 * Every log line of the API (at trace, with each request's body logged the way a debugging
 * engineer would) and every SQL statement with its parameters: the PINs and passwords sent must appear in none.
 */
test("no PIN or password reaches the logs, even a body logged whole", async () => {
  const lines: string[] = [];
  const { database, drop } = await openTestDatabase({
    logger: { logQuery: (query, params) => lines.push(`${query} ${JSON.stringify(params)}`) },
  });
  const app: FastifyInstance = await buildApp({
    config: loadConfig({ LOG_LEVEL: "trace", JOBS_ENABLED: "false", VTPASS_TIMEOUT_MS: SHORT_VTPASS_TIMEOUT_MS }),
    database,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  app.addHook("preHandler", async (req) => req.log.info({ body: req.body }, "request body"));
  await app.ready();
  try {
    const u = await createUser(database.db, { pin: null });
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, u.userId));
    await fundWallet(database.db, u.userId, 1_000_000, { history: false });
    const call = (url: string, payload: object) =>
      app.inject({ method: "POST", url, headers: bearer(u.token), payload });

    expect((await call("/api/pin", { pin: "7391", password: PASSWORD })).statusCode).toBe(200);
    expect((await call("/api/pay/airtime", airtimeBody({ pin: "6284" }))).statusCode).toBe(403);
    expect((await call("/api/pay/airtime", airtimeBody({ pin: "7391" }))).statusCode).toBe(200);
    expect((await call("/api/pin/change", { old_pin: "7391", new_pin: "5038" })).statusCode).toBe(200);
    expect((await call("/api/pay/airtime", airtimeBody({ pin: "50x8" }))).statusCode).toBe(422);
    const changed = "Changed-pass-561";
    const changeBody = { current_password: PASSWORD, password: changed, password_confirmation: changed };
    expect((await call("/api/change-password", changeBody)).statusCode).toBe(200);

    const log = lines.join("\n");
    expect(log).toContain("request body");
    expect(log).toContain("[Redacted]");
    for (const pin of ["7391", "6284", "5038", "50x8", PASSWORD, "Changed-pass-561"])
      expect(log).not.toContain(`"${pin}"`);
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
});
