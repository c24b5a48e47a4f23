import {
  clearEntryDraft,
  clearEntryDrafts,
  DRAFT_MAX_AGE_MS,
  draftText,
  freshVerification,
  readEntryDraft,
  saveEntryDraft,
  VERIFICATION_MAX_AGE_MS,
  verifiedNow,
} from "./entry-draft";

/** A sessionStorage of this tab, in memory. */
class MemoryStorage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  key = (i: number) => [...this.data.keys()][i] ?? null;
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, String(v));
  removeItem = (k: string) => void this.data.delete(k);
  clear = () => this.data.clear();
}

describe("entry drafts (issue 16: Edit details and Back keep the form)", () => {
  let store: MemoryStorage;
  beforeEach(() => {
    store = new MemoryStorage();
    // Object.keys(sessionStorage) lists its keys in a browser; a Proxy gives the same here.
    const proxied = new Proxy(store, {
      ownKeys: (t) => Array.from({ length: t.length }, (_, i) => t.key(i)!),
      getOwnPropertyDescriptor: () => ({ enumerable: true, configurable: true }),
    });
    (globalThis as { window?: unknown }).window = { sessionStorage: proxied };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("gives back what was saved, and a fresh verification with it", () => {
    const t0 = 1_000_000;
    const meter = verifiedNow({ name: "Ada Obi", address: null }, t0);
    saveEntryDraft("electricity", { discoId: "ikeja-electric", meter: "1111111111111", verified: meter }, t0);
    const d = readEntryDraft("electricity", t0 + 60_000);
    expect(draftText(d, "discoId")).toBe("ikeja-electric");
    expect(draftText(d, "meter")).toBe("1111111111111");
    const isMeter = (v: unknown): v is { name: string } => typeof (v as { name?: unknown })?.name === "string";
    expect(freshVerification(d, "verified", isMeter, t0 + 60_000)?.value.name).toBe("Ada Obi");
  });

  it("a verification older than 10 minutes is dropped (the value stays, Verify is asked again)", () => {
    const t0 = 5_000_000;
    saveEntryDraft("paytv", { smartcard: "1212121212", verified: verifiedNow("x", t0) }, t0);
    const later = t0 + VERIFICATION_MAX_AGE_MS;
    const d = readEntryDraft("paytv", later);
    expect(draftText(d, "smartcard")).toBe("1212121212");
    expect(freshVerification(d, "verified", (v): v is string => typeof v === "string", later)).toBeNull();
  });

  it("the whole draft expires, and bad shapes are never trusted", () => {
    saveEntryDraft("airtime", { phone: "08011111111", amount: 5 }, 0);
    expect(readEntryDraft("airtime", DRAFT_MAX_AGE_MS)).toBeNull();
    expect(store.getItem("nw.entry-draft.airtime")).toBeNull();
    saveEntryDraft("airtime", { amount: 5 }, 0);
    expect(draftText(readEntryDraft("airtime", 1), "amount")).toBe("");
    store.setItem("nw.entry-draft.data", "{not json");
    expect(readEntryDraft("data", 1)).toBeNull();
  });

  it("is cleared after paying and at logout", () => {
    saveEntryDraft("airtime", { phone: "1" }, 0);
    saveEntryDraft("exam", { phone: "2" }, 0);
    store.setItem("someone-else", "kept");
    clearEntryDraft("airtime");
    expect(readEntryDraft("airtime", 1)).toBeNull();
    expect(readEntryDraft("exam", 1)).not.toBeNull();
    clearEntryDrafts();
    expect(readEntryDraft("exam", 1)).toBeNull();
    expect(store.getItem("someone-else")).toBe("kept");
  });
});
