import "server-only";
import { unsealData } from "iron-session";
import { LRUCache } from "lru-cache";

/** An entry lives this long at most, and never past its seal's own expiry. */
const MAX_AGE_MS = 60_000;
/** ~1 KB each: a few MB for this many signed-in browsers at once per web instance. */
const MAX_ENTRIES = 10_000;

/** Sealed cookie -> its data as JSON, with the password it opened with (a changed password misses). */
const unsealed = new LRUCache<string, { password: string; json: string }>({ max: MAX_ENTRIES, ttl: MAX_AGE_MS });

/**
 * When the seal expires (ms since the epoch), from iron's sealed format
 * `Fe26.2*<password id>*<salt>*<iv>*<encrypted>*<expiration>*<hmac salt>*<hmac>` that iron-session
 * ends with `~<version>`. 0 when it carries none (then it is not cached).
 */
function sealExpiry(sealed: string): number {
  const expiration = Number(sealed.split("~")[0].split("*")[5]);
  return Number.isSafeInteger(expiration) ? expiration : 0;
}

/**
 * iron-session's unsealData behind a small cache of recently unsealed cookies. Unsealing (two
 * PBKDF2 derivations, an HMAC and an AES decryption through WebCrypto) was a fifth of the web's
 * own CPU on a BFF read (bench/README.md), and a signed-in browser sends the same cookie with every
 * request. Keyed by the whole sealed value, so an entry is only ever found by presenting the exact
 * cookie that unsealed to it; only successful unseals are kept; each read gets its own copy.
 */
export async function unsealCached<T extends object>(
  sealed: string,
  options: { password: string; ttl: number },
): Promise<Partial<T>> {
  const hit = unsealed.get(sealed);
  if (hit?.password === options.password) return JSON.parse(hit.json) as Partial<T>;
  const data = await unsealData<T>(sealed, options);
  const left = sealExpiry(sealed) - Date.now();
  // An empty answer is a seal that did not open (bad, expired, another password): never kept.
  if (Object.keys(data).length > 0 && left > 0)
    unsealed.set(
      sealed,
      { password: options.password, json: JSON.stringify(data) },
      { ttl: Math.min(MAX_AGE_MS, left) },
    );
  return data as Partial<T>;
}
