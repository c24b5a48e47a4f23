import { getIronSession, sealData, unsealData, type IronSession } from "iron-session";
import { sealExpiry, SessionUnsealCache } from "./session-cache";
import { openSession, type SessionCookieStore, type SessionCrypto } from "./session-open";

const PASSWORD = "a-test-session-password-of-at-least-32-chars";
const OTHER_PASSWORD = "another-test-password-of-at-least-32-chars!!";
const TTL = 7 * 24 * 3600;
const OPTIONS = {
  cookieName: "nw_session",
  password: PASSWORD,
  ttl: TTL,
  cookieOptions: { httpOnly: true, secure: true, sameSite: "lax" as const, path: "/" },
};

interface Data {
  token?: string;
  user?: { id: string; name: string };
}

/** A cookies() stand-in: what the request carried, and every set() made. */
function store(cookie?: string) {
  const sets: { name: string; value: string; options?: Record<string, unknown> }[] = [];
  const s: SessionCookieStore & { sets: typeof sets } = {
    sets,
    get: (name) => (name === "nw_session" && cookie !== undefined ? { value: cookie } : undefined),
    set: (name, value, options) => void sets.push({ name, value, options: options as Record<string, unknown> }),
  };
  return s;
}

/** iron-session's own seal/unseal, counting the unseals. */
function countingCrypto() {
  const c = { unseals: 0 } as SessionCrypto & { unseals: number };
  c.seal = (data, opts) => sealData(data, opts);
  c.unseal = (seal, opts) => {
    c.unseals++;
    return unsealData(seal, opts);
  };
  return c;
}

const newCache = (now?: () => number) => new SessionUnsealCache({ maxEntries: 100, maxAgeMs: 10 * 60 * 1000, now });
const sealed = (data: Data, ttl = TTL, password = PASSWORD) => sealData(data, { password, ttl });
const open = (cookie: string | undefined, cache: SessionUnsealCache, crypto: SessionCrypto, password = PASSWORD) =>
  openSession<Data>(store(cookie), { ...OPTIONS, password }, cache, crypto);
/** A cookie opened once through a fresh cache, so the cache holds it. */
async function openedOnce(data: Data) {
  const cookie = await sealed(data);
  const cache = newCache();
  const crypto = countingCrypto();
  await open(cookie, cache, crypto);
  return { cookie, cache, crypto };
}

describe("session unseal cache", () => {
  it("answers a cookie seen before from the cache, with the same data", async () => {
    const cookie = await sealed({ token: "tok_1", user: { id: "u1", name: "Ada" } });
    const cache = newCache();
    const crypto = countingCrypto();
    const first = await open(cookie, cache, crypto);
    const second = await open(cookie, cache, crypto);
    expect(crypto.unseals).toBe(1);
    expect({ ...second }).toEqual({ token: "tok_1", user: { id: "u1", name: "Ada" } });
    expect({ ...second }).toEqual({ ...first });
  });

  it("gives every request its own copy", async () => {
    const cookie = await sealed({ token: "tok_1", user: { id: "u1", name: "Ada" } });
    const cache = newCache();
    const crypto = countingCrypto();
    const a = await open(cookie, cache, crypto);
    a.token = "changed";
    a.user!.name = "Mallory";
    const b = await open(cookie, cache, crypto);
    expect({ ...b }).toEqual({ token: "tok_1", user: { id: "u1", name: "Ada" } });
  });

  it("refuses a tampered cookie and never stores it", async () => {
    const { cookie, cache, crypto } = await openedOnce({ token: "tok_1" });
    const parts = cookie.split("*");
    parts[4] = parts[4].slice(0, -2) + (parts[4].endsWith("AA") ? "BB" : "AA");
    const tampered = parts.join("*");
    for (let i = 0; i < 2; i++) {
      const s = await open(tampered, cache, crypto);
      expect(s.token).toBeUndefined();
    }
    expect(crypto.unseals).toBe(3);
    expect(cache.size).toBe(1);
  });

  it("does not answer a different cookie from another's entry", async () => {
    const cache = newCache();
    const crypto = countingCrypto();
    await open(await sealed({ token: "tok_1" }), cache, crypto);
    const other = await open(await sealed({ token: "tok_2" }), cache, crypto);
    expect(other.token).toBe("tok_2");
    expect(crypto.unseals).toBe(2);
  });

  it("does not answer from an entry made with another password", async () => {
    const { cookie, cache, crypto } = await openedOnce({ token: "tok_1" });
    const s = await open(cookie, cache, crypto, OTHER_PASSWORD);
    expect(s.token).toBeUndefined();
    expect(crypto.unseals).toBe(2);
  });

  it("keeps an entry no longer than maxAgeMs", async () => {
    let now = Date.now();
    const cookie = await sealed({ token: "tok_1" });
    const cache = newCache(() => now);
    const crypto = countingCrypto();
    await open(cookie, cache, crypto);
    now += 10 * 60 * 1000 - 1;
    await open(cookie, cache, crypto);
    expect(crypto.unseals).toBe(1);
    now += 2;
    await open(cookie, cache, crypto);
    expect(crypto.unseals).toBe(2);
  });

  it("never serves a seal past its own expiry", async () => {
    const cookie = await sealed({ token: "tok_1" }, 120);
    const exp = sealExpiry(cookie)!;
    expect(exp).toBeGreaterThan(Date.now());
    expect(exp).toBeLessThanOrEqual(Date.now() + 120_000);
    let now = Date.now();
    const cache = new SessionUnsealCache({ maxEntries: 10, maxAgeMs: 24 * 3600 * 1000, now: () => now });
    cache.set(cookie, PASSWORD, { token: "tok_1" }, cache.ticket());
    expect(cache.get(cookie, PASSWORD)).toEqual({ token: "tok_1" });
    now = exp;
    expect(cache.get(cookie, PASSWORD)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("never stores a failed (empty) unseal, nor an already expired seal", async () => {
    const cache = newCache();
    cache.set("x", PASSWORD, {}, cache.ticket());
    const parts = (await sealed({ token: "t" })).split("*");
    parts[5] = "1000";
    const expired = parts.join("*");
    expect(sealExpiry(expired)).toBe(1000);
    cache.set(expired, PASSWORD, { token: "t" }, cache.ticket());
    expect(cache.size).toBe(0);
  });

  it("forgets the cookie when the session is destroyed, and clears it in the browser", async () => {
    const { cookie, cache, crypto } = await openedOnce({ token: "tok_1" });
    const st = store(cookie);
    const s = await openSession<Data>(st, OPTIONS, cache, crypto);
    expect(crypto.unseals).toBe(1);
    s.destroy();
    expect(s.token).toBeUndefined();
    expect(cache.get(cookie, PASSWORD)).toBeUndefined();
    expect(st.sets).toEqual([
      {
        name: "nw_session",
        value: "",
        options: expect.objectContaining({ maxAge: 0, httpOnly: true, secure: true, path: "/" }),
      },
    ]);
    await open(cookie, cache, crypto);
    expect(crypto.unseals).toBe(2);
  });

  it("forgets the old cookie when the session is rewritten", async () => {
    const cookie = await sealed({ token: "tok_1" });
    const cache = newCache();
    const crypto = countingCrypto();
    const st = store(cookie);
    const s = await openSession<Data>(st, OPTIONS, cache, crypto);
    expect(cache.size).toBe(1);
    s.token = "tok_2";
    await s.save();
    expect(cache.get(cookie, PASSWORD)).toBeUndefined();
    expect(st.sets).toHaveLength(1);
    const rewritten = await open(st.sets[0].value, cache, crypto);
    expect(rewritten.token).toBe("tok_2");
  });

  it("does not store an unseal that raced with a destroy of the same cookie", async () => {
    const cookie = await sealed({ token: "tok_1" });
    const cache = newCache();
    const ticket = cache.ticket();
    cache.delete(cookie); // destroyed while the unseal was in flight
    cache.set(cookie, PASSWORD, { token: "tok_1" }, ticket);
    expect(cache.get(cookie, PASSWORD)).toBeUndefined();
  });

  it("stays within maxEntries, dropping the least recently used", () => {
    const cache = new SessionUnsealCache({ maxEntries: 2, maxAgeMs: 60_000 });
    cache.set("a", PASSWORD, { token: "a" }, cache.ticket());
    cache.set("b", PASSWORD, { token: "b" }, cache.ticket());
    expect(cache.get("a", PASSWORD)).toEqual({ token: "a" });
    cache.set("c", PASSWORD, { token: "c" }, cache.ticket());
    expect(cache.size).toBe(2);
    expect(cache.get("b", PASSWORD)).toBeUndefined();
    expect(cache.get("a", PASSWORD)).toEqual({ token: "a" });
    expect(cache.get("c", PASSWORD)).toEqual({ token: "c" });
  });

  it("opens no session without a cookie, and unseals nothing", async () => {
    const crypto = countingCrypto();
    const s = await open(undefined, newCache(), crypto);
    expect({ ...s }).toEqual({});
    expect(crypto.unseals).toBe(0);
  });
});

describe("openSession matches iron-session's getIronSession", () => {
  it("reads the same data and writes the same cookie attributes", async () => {
    const cookie = await sealed({ token: "tok_1", user: { id: "u1", name: "Ada" } });
    const theirsStore = store(cookie);
    const oursStore = store(cookie);
    const theirs = (await getIronSession<Data>(theirsStore as never, OPTIONS)) as IronSession<Data>;
    const ours = await openSession<Data>(oursStore, OPTIONS, newCache(), countingCrypto());
    expect({ ...ours }).toEqual({ ...theirs });

    await theirs.save();
    await ours.save();
    expect(oursStore.sets[0].name).toBe(theirsStore.sets[0].name);
    expect(oursStore.sets[0].options).toEqual(theirsStore.sets[0].options);
    expect(await unsealData(oursStore.sets[0].value, { password: PASSWORD })).toEqual(
      await unsealData(theirsStore.sets[0].value, { password: PASSWORD }),
    );

    theirs.destroy();
    ours.destroy();
    expect(oursStore.sets[1]).toEqual(theirsStore.sets[1]);
  });

  it("refuses a short password like iron-session", async () => {
    await expect(openSession(store(), { ...OPTIONS, password: "short" }, newCache(), countingCrypto())).rejects.toThrow(
      /Password/,
    );
  });
});
