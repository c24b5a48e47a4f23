import { eq } from "drizzle-orm";
import { authTokens, codeLocks, otpCodes, rateLimitHits } from "../db/schema";
import { hit } from "../http/rate-limit";
import { createTestApp, type TestApp } from "../test/test-app";
import { loggedInUser, post, registerUser } from "./account-test-kit";
import { pruneAccountRows } from "./cleanup-job";

jest.setTimeout(30_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test("old rate-limit attempts, dead codes and long-expired tokens are deleted; live ones stay", async () => {
  const old = await registerUser(t);
  const signedIn = await loggedInUser(t);
  await hit(t.app.ctx, "cleanup:old", { limit: 5, windowSeconds: 60 });
  t.advance(t.config.TOKEN_TTL_HOURS * 3600_000 + 31 * 24 * 3600_000);

  const fresh = await registerUser(t);
  await hit(t.app.ctx, "cleanup:new", { limit: 5, windowSeconds: 60 });
  await pruneAccountRows(t.app.ctx);

  const keys = (await t.database.db.select().from(rateLimitHits)).map((r) => r.key);
  expect(keys).toContain("cleanup:new");
  expect(keys).not.toContain("cleanup:old");
  expect(await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, old.id))).toHaveLength(0);
  expect(await t.database.db.select().from(otpCodes).where(eq(otpCodes.userId, fresh.id))).toHaveLength(1);
  expect(await t.database.db.select().from(authTokens).where(eq(authTokens.userId, signedIn.id))).toHaveLength(0);

  const again = await post(t, "/api/login", { email: signedIn.email, password: signedIn.password });
  expect(again.statusCode).toBe(200);
  await pruneAccountRows(t.app.ctx);
  expect(await t.database.db.select().from(authTokens).where(eq(authTokens.userId, signedIn.id))).toHaveLength(1);
});

test("a failed code is kept for the 24 hours it counts in; an ended code lock is deleted, a running one kept", async () => {
  const u = await registerUser(t);
  const now = t.app.ctx.now();
  const [code] = await t.database.db
    .update(otpCodes)
    .set({ attempts: t.config.OTP_MAX_ATTEMPTS, failedAt: now })
    .where(eq(otpCodes.userId, u.id))
    .returning();
  await t.database.db.insert(codeLocks).values([
    { userId: u.id, purpose: "registration", lockedUntil: new Date(now.getTime() + 3600_000), createdAt: now },
    { userId: u.id, purpose: "reset", lockedUntil: new Date(now.getTime() - 1000), createdAt: now },
  ]);
  t.advance(24 * 3600_000 - 1000);
  await pruneAccountRows(t.app.ctx);
  expect(await t.database.db.select().from(otpCodes).where(eq(otpCodes.id, code.id))).toHaveLength(1);
  const locks = await t.database.db.select().from(codeLocks).where(eq(codeLocks.userId, u.id));
  expect(locks).toHaveLength(0);

  await t.database.db.insert(codeLocks).values({
    userId: u.id,
    purpose: "registration",
    lockedUntil: new Date(t.app.ctx.now().getTime() + 1000),
    createdAt: now,
  });
  t.advance(t.config.OTP_TTL_SECONDS * 1000 + 2000);
  await pruneAccountRows(t.app.ctx);
  expect(await t.database.db.select().from(otpCodes).where(eq(otpCodes.id, code.id))).toHaveLength(0);
});
