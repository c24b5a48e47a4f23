import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { atLevel } from "../levels/level-test-kit";
import { bearer, createUser, fundWallet, TEST_PIN } from "../test/fixtures";
import { openTestDatabase } from "../test/test-app";
import { SANDBOX_NUMBERS as N } from "../providers/vtpass/vtpass-sandbox-scenarios";
import { partnerRid } from "./partner-kit";

jest.setTimeout(60_000);

/**
 * Every log line of the API (at trace) and every SQL statement with its parameters: the API key,
 * answered once at creation and then sent with each call, appears in none (only its hash is stored).
 */
test("no API key reaches the logs or the SQL", async () => {
  const lines: string[] = [];
  const { database, drop } = await openTestDatabase({
    logger: { logQuery: (query, params) => lines.push(`${query} ${JSON.stringify(params)}`) },
  });
  const app: FastifyInstance = await buildApp({
    config: loadConfig({ LOG_LEVEL: "trace", JOBS_ENABLED: "false", VTPASS_TIMEOUT_MS: "1000" }),
    database,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  app.addHook("preHandler", async (req) => req.log.info({ body: req.body }, "request body"));
  await app.ready();
  try {
    const u = await createUser(database.db);
    await fundWallet(database.db, u.userId, 1_000_000, { history: false });
    await atLevel(database.db, u.userId, "reseller");
    const created = await app.inject({
      method: "POST",
      url: "/api/api-keys",
      headers: bearer(u.token),
      payload: { name: "Shop", mode: "live", pin: TEST_PIN },
    });
    expect(created.statusCode).toBe(200);
    const key: string = created.json().key;
    const call = (payload: object) =>
      app.inject({ method: "POST", url: "/v1/airtime", headers: { authorization: `Bearer ${key}` }, payload });
    expect((await call({ network: "mtn", phone: N.success, amount: 100, request_id: partnerRid() })).statusCode).toBe(
      200,
    );
    expect((await call({ network: "mtn" })).statusCode).toBe(422);

    const log = lines.join("\n");
    expect(log).toContain("api key created");
    const leaks = lines.filter((l) => l.includes(key.slice(8)));
    expect(leaks).toEqual([]);
  } finally {
    await app.close();
    await database.close();
    await drop();
  }
});
