/**
 * Opening a session through the unseal cache. iron-session does not export the factory that would
 * take our own unseal, so its session object is rebuilt here; lib/session-cache.test.ts compares
 * it with getIronSession. No Next.js import, so it can be tested on its own.
 */
import type { IronSession, SessionOptions } from "iron-session";
import type { SessionUnsealCache } from "./session-cache";

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
          throw new Error(
            `iron-session: Cookie length is too big (${length} bytes), browsers will refuse it. Try to remove some data.`,
          );
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
  const cookieOptions: Record<string, unknown> = {
    httpOnly: true,
    secure: true,
    sameSite: "lax",
    path: "/",
    ...options.cookieOptions,
  };
  let ttl = options.ttl ?? FOURTEEN_DAYS;
  if (options.cookieOptions && "maxAge" in options.cookieOptions) {
    if (options.cookieOptions.maxAge === undefined) ttl = 0;
  } else {
    cookieOptions.maxAge = ttl === 0 ? 2147483647 : ttl - TIMESTAMP_SKEW_SEC;
  }
  return { cookieName: options.cookieName, ttl, cookieOptions };
}
