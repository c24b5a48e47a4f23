import { eq, sql } from "drizzle-orm";
import { DEVICE_TOKEN_HEADER, sessionsResponse, type SessionView } from "../../lib/contracts/sessions";
import { authTokens, loginDevices } from "../db/schema";
import { hashToken } from "../http/auth";
import { createTestApp, usingPostgres, type TestApp } from "../test/test-app";
import { randomIp, verifiedUser } from "./account-test-kit";
import { ACCOUNT_LIMITS } from "./rate-limits";

jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1";
const WINDOWS_EDGE =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91";

async function signIn(user: { email: string; password: string }, userAgent: string, ip = randomIp(), device?: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { email: user.email, password: user.password },
    headers: { "user-agent": userAgent, ...(device ? { [DEVICE_TOKEN_HEADER]: device } : {}) },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  return { token: res.json().token as string, device: res.json().device_token as string };
}

const call = (method: "GET" | "DELETE" | "POST", url: string, token: string, ip = randomIp()) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: ip,
    ...(method === "POST" ? { payload: {} } : {}),
  });

async function sessionsOf(token: string): Promise<SessionView[]> {
  const res = await call("GET", "/api/sessions", token);
  expect(res.statusCode).toBe(200);
  return sessionsResponse.parse(res.json()).data;
}

/** A customer signed in on an iPhone (from a Nigerian address) and a Windows computer. */
async function customerOnTwoDevices() {
  const user = await verifiedUser(t);
  const phone = await signIn(user, IPHONE, "102.89.34.10");
  t.advance(5_000);
  const laptop = await signIn(user, WINDOWS_EDGE, "81.2.69.142");
  return { user, phone, laptop };
}

describe("listing", () => {
  test("every live session with device, browser, masked address, country and times; this one first and marked", async () => {
    const { phone, laptop } = await customerOnTwoDevices();
    const list = await sessionsOf(phone.token);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      current: true,
      device: "iPhone",
      browser: "Safari 17.2",
      address: "102.89.34.*",
      country: "Nigeria",
    });
    expect(list[1]).toMatchObject({
      current: false,
      device: "Windows computer",
      browser: "Microsoft Edge 120",
      address: "81.2.69.*",
      country: "United Kingdom",
    });
    for (const s of list) {
      expect(Number.isNaN(Date.parse(s.signed_in_at))).toBe(false);
      expect(Date.parse(s.last_used_at)).toBeGreaterThanOrEqual(Date.parse(s.signed_in_at));
    }
    // Seen from the laptop, the laptop is the current one.
    const fromLaptop = await sessionsOf(laptop.token);
    expect(fromLaptop[0]).toMatchObject({ current: true, device: "Windows computer" });
    // The full address is never in the answer.
    expect(JSON.stringify(list)).not.toContain("102.89.34.10");
  });

  test("ended sessions are not listed: logged out, expired", async () => {
    const { user, phone, laptop } = await customerOnTwoDevices();
    expect((await call("POST", "/api/logout", laptop.token)).statusCode).toBe(200);
    expect((await sessionsOf(phone.token)).map((s) => s.device)).toEqual(["iPhone"]);
    const old = await signIn(user, WINDOWS_EDGE);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(t.app.ctx.now().getTime() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(old.token)));
    expect(await sessionsOf(phone.token)).toHaveLength(1);
  });

  test("one customer never sees another's sessions", async () => {
    const a = await customerOnTwoDevices();
    const b = await customerOnTwoDevices();
    const idsOfA = (await sessionsOf(a.phone.token)).map((s) => s.id);
    const idsOfB = (await sessionsOf(b.phone.token)).map((s) => s.id);
    expect(idsOfA.filter((id) => idsOfB.includes(id))).toEqual([]);
  });

  test("without a token: 401", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/sessions" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/api/sessions/x" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/sessions/sign-out-others", payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe("last use", () => {
  beforeAll(() => t.freezeClock(true));
  afterAll(() => t.freezeClock(false));

  test("is written at most once a minute per token, with the address of that call", async () => {
    const { phone, laptop } = await customerOnTwoDevices();
    const lastUseOfLaptop = async () => (await sessionsOf(phone.token)).find((s) => !s.current)!;
    const signedIn = await lastUseOfLaptop();
    expect(signedIn.last_used_at).toBe(signedIn.signed_in_at);

    t.advance(30_000);
    expect((await call("GET", "/api/user", laptop.token, "197.210.1.1")).statusCode).toBe(200);
    // Less than a minute since the last write: nothing written, not the time nor the address.
    expect(await lastUseOfLaptop()).toMatchObject({ last_used_at: signedIn.last_used_at, address: "81.2.69.*" });

    t.advance(31_000);
    expect((await call("GET", "/api/user", laptop.token, "197.210.1.1")).statusCode).toBe(200);
    const later = await lastUseOfLaptop();
    expect(Date.parse(later.last_used_at) - Date.parse(signedIn.last_used_at)).toBe(61_000);
    expect(later).toMatchObject({ address: "197.210.1.*", country: "Nigeria" });

    // Many calls within the next minute: the row is not written again.
    const before = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(laptop.token)));
    for (let i = 0; i < 5; i++) {
      t.advance(10_000);
      await call("GET", "/api/user", laptop.token);
    }
    const after = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(laptop.token)));
    expect(after[0].lastUsedAt).toEqual(before[0].lastUsedAt);
    expect(after[0].ipAddress).toBe(before[0].ipAddress);
  });
});

describe("signing out a session", () => {
  test("revokes its token: that browser's next call is a 401; the others keep working", async () => {
    const { phone, laptop } = await customerOnTwoDevices();
    const other = (await sessionsOf(phone.token)).find((s) => !s.current)!;
    const res = await call("DELETE", `/api/sessions/${other.id}`, phone.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "The session was signed out." });
    expect((await call("GET", "/api/user", laptop.token)).statusCode).toBe(401);
    expect((await call("GET", "/api/user", phone.token)).statusCode).toBe(200);
    expect((await sessionsOf(phone.token)).map((s) => s.current)).toEqual([true]);
    // Twice: it is gone.
    expect((await call("DELETE", `/api/sessions/${other.id}`, phone.token)).statusCode).toBe(404);
  });

  test("another customer's session, an unknown or malformed id: 404, and nothing changes", async () => {
    const a = await customerOnTwoDevices();
    const b = await customerOnTwoDevices();
    const ofB = (await sessionsOf(b.phone.token))[1];
    for (const id of [ofB.id, "00000000-0000-4000-8000-000000000000", "not-an-id", "1;drop"]) {
      const res = await call("DELETE", `/api/sessions/${encodeURIComponent(id)}`, a.phone.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: "Session not found." });
    }
    expect(await sessionsOf(b.phone.token)).toHaveLength(2);
    expect((await call("GET", "/api/user", b.laptop.token)).statusCode).toBe(200);
  });

  test("forgets the signed-out browser's device cookie: it is anonymous at its next login (and a new device)", async () => {
    const { user, phone, laptop } = await customerOnTwoDevices();
    const other = (await sessionsOf(phone.token)).find((s) => !s.current)!;
    await call("DELETE", `/api/sessions/${other.id}`, phone.token);
    expect(
      await t.database.db
        .select()
        .from(loginDevices)
        .where(eq(loginDevices.tokenHash, hashToken(laptop.device))),
    ).toHaveLength(0);
    // The account is locked for anonymous attempts: the forgotten laptop is one of them, the phone is not.
    for (let i = 0; i < ACCOUNT_LIMITS.login.email.limit; i++) {
      await t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: user.email, password: "wrong-password-1" },
        remoteAddress: randomIp(),
      });
    }
    const again = (device: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/login",
        payload: { email: user.email, password: user.password },
        headers: { [DEVICE_TOKEN_HEADER]: device },
        remoteAddress: randomIp(),
      });
    expect((await again(laptop.device)).statusCode).toBe(429);
    expect((await again(phone.device)).statusCode).toBe(200);
  });

  test("the current session itself can be signed out (as logout does)", async () => {
    const { phone } = await customerOnTwoDevices();
    const me = (await sessionsOf(phone.token))[0];
    expect((await call("DELETE", `/api/sessions/${me.id}`, phone.token)).statusCode).toBe(200);
    expect((await call("GET", "/api/user", phone.token)).statusCode).toBe(401);
  });
});

describe("signing out all others", () => {
  test("revokes every other session and keeps this one and its device", async () => {
    const { user, phone, laptop } = await customerOnTwoDevices();
    const third = await signIn(user, WINDOWS_EDGE);
    // The phone signed in twice (an old session of the same browser): the browser's device stays known.
    const phoneAgain = await signIn(user, IPHONE, randomIp(), phone.device);
    expect(phoneAgain.device).toBe(phone.device);
    const res = await call("POST", "/api/sessions/sign-out-others", phoneAgain.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "3 other sessions were signed out.", signed_out: 3 });
    for (const token of [phone.token, laptop.token, third.token]) {
      expect((await call("GET", "/api/user", token)).statusCode).toBe(401);
    }
    expect(await sessionsOf(phoneAgain.token)).toHaveLength(1);
    const devices = await t.database.db.select().from(loginDevices).where(eq(loginDevices.userId, user.id));
    expect(devices.map((d) => d.tokenHash)).toEqual([hashToken(phone.device)]);
    // Nothing left to sign out.
    expect((await call("POST", "/api/sessions/sign-out-others", phoneAgain.token)).json()).toEqual({
      message: "No other session was signed in.",
      signed_out: 0,
    });
  });

  test("never touches another customer's sessions", async () => {
    const a = await customerOnTwoDevices();
    const b = await customerOnTwoDevices();
    await call("POST", "/api/sessions/sign-out-others", a.phone.token);
    expect((await call("GET", "/api/user", b.laptop.token)).statusCode).toBe(200);
    expect((await call("GET", "/api/user", b.phone.token)).statusCode).toBe(200);
  });
});

test("OpenAPI documents the session calls and the login's device token", async () => {
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  expect(doc.paths["/api/sessions"].get.security).toEqual([{ bearer: [] }]);
  const item = doc.paths["/api/sessions"].get.responses["200"].content["application/json"].schema.properties.data.items;
  expect(item.required).toEqual(
    expect.arrayContaining([
      "id",
      "device",
      "browser",
      "address",
      "country",
      "signed_in_at",
      "last_used_at",
      "current",
    ]),
  );
  expect(Object.keys(doc.paths["/api/sessions/{id}"].delete.responses).sort()).toEqual(["200", "401", "404"]);
  expect(doc.paths["/api/sessions/sign-out-others"].post.security).toEqual([{ bearer: [] }]);
  const loginOp = doc.paths["/api/login"].post;
  expect(loginOp.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toContain(
    `header:${DEVICE_TOKEN_HEADER}`,
  );
  expect(loginOp.responses["200"].content["application/json"].schema.required).toContain("device_token");
});

(usingPostgres() ? describe : describe.skip)("under concurrency (PostgreSQL)", () => {
  test("a burst of calls of one session after a minute writes its last use once", async () => {
    const { laptop } = await customerOnTwoDevices();
    // Every write of the laptop's row is counted by a trigger of this throwaway database.
    await t.database.db.execute(sql`create table if not exists token_writes (token_id uuid not null)`);
    await t.database.db.execute(sql`create or replace function count_token_write() returns trigger as $$
      begin insert into token_writes values (new.id); return new; end $$ language plpgsql`);
    await t.database.db.execute(sql`drop trigger if exists count_token_writes on auth_tokens`);
    await t.database.db.execute(
      sql`create trigger count_token_writes after update on auth_tokens for each row execute function count_token_write()`,
    );
    const [row] = await t.database.db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(laptop.token)));
    t.advance(61_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => call("GET", "/api/user", laptop.token)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const writes = await t.database.db.execute(
      sql`select count(*)::int as n from token_writes where token_id = ${row.id}`,
    );
    expect((writes.rows[0] as { n: number }).n).toBe(1);
  });
});
