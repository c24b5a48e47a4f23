/**
 * A small in-process cache of unsealed iron-session cookies.
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
 * lib/session-open.ts opens a session through it; lib/session.ts wires that to cookies().
 */
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
