/**
 * The session cookie, opened with a small in-process cache of unsealed cookies.
 *
 * Unsealing an iron-session cookie costs two PBKDF2 key derivations, an HMAC and an AES
 * decryption (each a WebCrypto call through the thread pool), on every request that carries the
 * cookie: most of the BFF's own CPU time per call. The cache maps the exact sealed cookie string
 * to what unsealing it gave, so it can only ever answer what a fresh unseal of the same bytes
 * would answer:
 * - only a successful unseal is stored (a tampered, foreign or expired cookie never is);
 * - an entry expires with the seal's own (HMAC-protected) expiry, and after `maxAgeMs` at most;
 * - an entry is bound to the password it was unsealed with;
 * - destroy() and save() drop the entry of the cookie they replace;
 * - each reader gets its own copy of the data, so a session changed in one request never shows in another.
 *
 * No Next.js import here, so it can be tested on its own; lib/session.ts wires it to cookies().
 */
import type { IronSession, SessionOptions } from "iron-session";

export interface SessionCacheOptions {
  /** Most entries kept; the least recently used goes first. */
  maxEntries: number;
  /** Longest an entry is served, whatever the seal's own expiry. */
  maxAgeMs: number;
  now?: () => number;
}

interface Entry {
  json: string;
  password: string;
  expiresAt: number;
}

/** The expiry (ms since the epoch) written into an iron seal ("Fe26.2*id*salt*iv*data*EXPIRY*salt*hmac~2"), if any. */
export function sealExpiry(seal: string): number | undefined {
  const parts = seal.split("~")[0].split("*");
  if (parts.length !== 8 || !/^\d+$/.test(parts[5])) return undefined;
  return Number.parseInt(parts[5], 10);
}

export class SessionUnsealCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly opts: SessionCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** What unsealing this exact cookie with this password gave, as a fresh copy; undefined on a miss. */
  get<T extends object>(seal: string, password: string): T | undefined {
    const entry = this.entries.get(seal);
    if (!entry) return undefined;
    this.entries.delete(seal);
    if (entry.password !== password || entry.expiresAt <= this.now()) return undefined;
    this.entries.set(seal, entry); // most recently used last
    return JSON.parse(entry.json) as T;
  }

  /** Taken before unsealing and given to set(): a cookie dropped meanwhile is not stored again. */
  ticket(): number {
    return this.generation;
  }

  /** Stores a successful unseal (an empty result, which is what a failed one gives, is never stored). */
  set(seal: string, password: string, data: object, ticket: number): void {
    if (ticket !== this.generation || Object.keys(data).length === 0) return;
    const now = this.now();
    const expiresAt = Math.min(sealExpiry(seal) ?? Infinity, now + this.opts.maxAgeMs);
    if (expiresAt <= now) return;
    this.entries.delete(seal);
    this.entries.set(seal, { json: JSON.stringify(data), password, expiresAt });
    while (this.entries.size > this.opts.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Forgets one cookie (the session was destroyed or rewritten). */
  delete(seal: string): void {
    this.generation++;
    this.entries.delete(seal);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

/** The part of Next's cookies() store a session needs. */
export interface SessionCookieStore {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options?: object): void;
}

export interface SessionCrypto {
  seal(data: object, opts: { password: string; ttl: number }): Promise<string>;
  unseal(seal: string, opts: { password: string; ttl: number }): Promise<object>;
}

const FOURTEEN_DAYS = 14 * 24 * 3600;
const TIMESTAMP_SKEW_SEC = 60;

/**
 * iron-session's getIronSession(cookieStore, options), with the unseal going through `cache`:
 * the same cookie name, seal format, cookie attributes (Max-Age = ttl - 60 s), 4 KB limit and
 * save/destroy/updateConfig behaviour.
 */
export async function openSession<T extends object>(
  store: SessionCookieStore,
  options: SessionOptions,
  cache: SessionUnsealCache,
  crypto: SessionCrypto,
): Promise<IronSession<T>> {
  if (!options.cookieName) throw new Error("iron-session: Bad usage. Missing cookie name.");
  if (typeof options.password !== "string" || options.password.length < 32) {
    throw new Error("iron-session: Bad usage. Password must be a string of at least 32 characters.");
  }
  const password = options.password;
  let config = sessionConfig(options);
  const sealed = store.get(config.cookieName)?.value ?? "";

  let data: object = {};
  if (sealed) {
    const hit = cache.get<object>(sealed, password);
    if (hit) data = hit;
    else {
      const ticket = cache.ticket();
      data = (await crypto.unseal(sealed, { password, ttl: config.ttl })) ?? {};
      cache.set(sealed, password, data, ticket);
    }
  }

  const session = data as IronSession<T>;
  Object.defineProperties(session, {
    updateConfig: {
      value: function updateConfig(next: SessionOptions) {
        config = sessionConfig(next);
      },
    },
    save: {
      value: async function save() {
        const seal = await crypto.seal(session, { password, ttl: config.ttl });
        const length = config.cookieName.length + seal.length + JSON.stringify(config.cookieOptions).length;
        if (length > 4096) {
          throw new Error(`iron-session: Cookie length is too big (${length} bytes), browsers will refuse it. Try to remove some data.`);
        }
        if (sealed) cache.delete(sealed);
        store.set(config.cookieName, seal, config.cookieOptions);
      },
    },
    destroy: {
      value: function destroy() {
        for (const key of Object.keys(session)) delete (session as Record<string, unknown>)[key];
        if (sealed) cache.delete(sealed);
        store.set(config.cookieName, "", { ...config.cookieOptions, maxAge: 0 });
      },
    },
  });
  return session;
}

function sessionConfig(options: SessionOptions) {
  const cookieOptions: Record<string, unknown> = { httpOnly: true, secure: true, sameSite: "lax", path: "/", ...options.cookieOptions };
  let ttl = options.ttl ?? FOURTEEN_DAYS;
  if (options.cookieOptions && "maxAge" in options.cookieOptions) {
    if (options.cookieOptions.maxAge === undefined) ttl = 0;
  } else {
    cookieOptions.maxAge = ttl === 0 ? 2147483647 : ttl - TIMESTAMP_SKEW_SEC;
  }
  return { cookieName: options.cookieName, ttl, cookieOptions };
}
