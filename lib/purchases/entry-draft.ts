import type { PurchaseService } from "./request-id";

/**
 * What a customer entered on a purchase form, kept for 'Edit details' and Back (issue 16): the
 * summary page is a new page, so without this the form came back empty and the meter, smartcard
 * or JAMB profile had to be verified again.
 *
 * Kept in sessionStorage: this tab only, gone when it closes, cleared at logout and once a
 * purchase is paid. Nothing secret is in it (numbers the customer typed and the names the
 * provider returned for them; never a token, PIN or password).
 */

/** The values come back for this long after the customer left the form. */
export const DRAFT_MAX_AGE_MS = 30 * 60_000;

/**
 * A verification (meter, smartcard, JAMB profile) is trusted for 10 minutes: long enough to check
 * a summary and come back, short enough that a provider's record (a meter moved to another
 * customer, a profile corrected) is read again. Older, the value stays and 'Verify' is asked again.
 */
export const VERIFICATION_MAX_AGE_MS = 10 * 60_000;

const PREFIX = "nw.entry-draft.";

/** A verification's result with the time it was made (ms since the epoch). */
export interface Verification<T> {
  value: T;
  at: number;
}

/** A verification made now (called from event handlers, never while rendering). */
export const verifiedNow = <T>(value: T, now: number = Date.now()): Verification<T> => ({ value, at: now });

export type DraftValues = Record<string, unknown>;

interface Stored {
  savedAt: number;
  values: DraftValues;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: the form simply starts empty
  }
}

export function saveEntryDraft(service: PurchaseService, values: DraftValues, now: number = Date.now()): void {
  try {
    storage()?.setItem(PREFIX + service, JSON.stringify({ savedAt: now, values } satisfies Stored));
  } catch {
    // full or blocked: nothing to keep
  }
}

/** The form's values if they were saved less than DRAFT_MAX_AGE_MS ago; anything unreadable is dropped. */
export function readEntryDraft(service: PurchaseService, now: number = Date.now()): DraftValues | null {
  const s = storage();
  const raw = s?.getItem(PREFIX + service);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    const fresh =
      typeof stored.savedAt === "number" && now - stored.savedAt >= 0 && now - stored.savedAt < DRAFT_MAX_AGE_MS;
    if (fresh && stored.values && typeof stored.values === "object") return stored.values;
  } catch {
    // not ours
  }
  s?.removeItem(PREFIX + service);
  return null;
}

export function clearEntryDraft(service: PurchaseService): void {
  storage()?.removeItem(PREFIX + service);
}

/** Every form's draft (logout: the next person on this tab starts clean). */
export function clearEntryDrafts(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.keys(s)) if (key.startsWith(PREFIX)) s.removeItem(key);
}

/** A text value of a draft, or "" (a draft is read, never trusted to have the right shapes). */
export const draftText = (d: DraftValues | null, key: string): string =>
  typeof d?.[key] === "string" ? (d[key] as string) : "";

/** A verification kept in a draft, if it is still fresh and of the expected shape. */
export function freshVerification<T>(
  d: DraftValues | null,
  key: string,
  isValue: (v: unknown) => v is T,
  now: number = Date.now(),
): Verification<T> | null {
  const v = d?.[key] as Partial<Verification<unknown>> | undefined;
  if (!v || typeof v !== "object" || typeof v.at !== "number" || !isValue(v.value)) return null;
  const age = now - v.at;
  return age >= 0 && age < VERIFICATION_MAX_AGE_MS ? { value: v.value, at: v.at } : null;
}
