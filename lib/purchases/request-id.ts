/** Request id prefixes of spec 3, one per service. */
export const REQUEST_ID_PREFIX = {
  airtime: "AIRTIME_",
  data: "DATA_",
  electricity: "ELEC_",
  paytv: "PAYTV_",
  exam: "EXAMPIN_",
} as const;

export type PurchaseService = keyof typeof REQUEST_ID_PREFIX;

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

function randomPart(length: number, random: () => number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length];
  return out;
}

/**
 * The client's idempotency key: prefix, timestamp in ms, then a random string, e.g.
 * AIRTIME_1735689600000_k3j9x2q8. Made once when the summary is opened, so a retry of
 * 'Confirm and Pay' sends the same id and the API answers the same transaction.
 */
export function newRequestId(
  service: PurchaseService,
  now: number = Date.now(),
  random: () => number = Math.random,
): string {
  return newPrefixedId(REQUEST_ID_PREFIX[service], now, random);
}

/** The same shape for a request_id of another kind of call ("RENEW_", "EDIT_"). */
export function newPrefixedId(prefix: string, now: number = Date.now(), random: () => number = Math.random): string {
  return `${prefix}${now}_${randomPart(8, random)}`;
}

/** The id has the service's prefix and the shape newRequestId makes (and the API accepts). */
export function isRequestIdOf(service: PurchaseService, id: string): boolean {
  return new RegExp(`^${REQUEST_ID_PREFIX[service]}\\d{13,}_[a-z0-9]{8}$`).test(id);
}
