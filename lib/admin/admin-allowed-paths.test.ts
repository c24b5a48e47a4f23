import { matchAllowedPath } from "@/lib/bff/allowed-paths";
import { ADMIN_PATHS } from "./admin-allowed-paths";

const match = (method: string, path: string) =>
  matchAllowedPath(ADMIN_PATHS, method, path.split("/"), { sandbox: true });

describe("admin BFF allowlist", () => {
  it("forwards the admin reads and the two writes", () => {
    for (const p of [
      "user",
      "stats",
      "transactions",
      "customers",
      "virtual-accounts",
      "webhook-events",
      "ledger-check",
      "settings/cashback-rates",
    ]) {
      expect({ p, m: match("GET", p)?.methodAllowed }).toEqual({ p, m: true });
    }
    expect(match("POST", "customers/6f1c1f5e-0000-4000-8000-000000000000/status")?.methodAllowed).toBe(true);
    expect(match("PUT", "settings/cashback-rates")?.methodAllowed).toBe(true);
  });
  it("forwards the operators' tools; the export is the streamed file entry, not transactions/:id", () => {
    const id = "6f1c1f5e-0000-4000-8000-000000000000";
    for (const [m, p] of [
      ["GET", "stats/series"],
      ["GET", `transactions/${id}`],
      ["POST", `transactions/${id}/requery`],
      ["POST", `transactions/${id}/refund`],
      ["GET", `customers/${id}`],
      ["GET", "pending-purchases"],
      ["GET", "audit-log"],
      ["PUT", "settings/services"],
      ["GET", "settings/providers"],
      ["GET", "provider-alerts"],
      ["POST", `provider-alerts/${id}/resolve`],
      ["GET", "provider-breakers"],
    ]) {
      expect({ p, m: match(m, p)?.methodAllowed }).toEqual({ p, m: true });
    }
    expect(match("GET", "transactions/export.csv")?.entry).toMatchObject({
      pattern: "transactions/export.csv",
      binary: true,
    });
    expect(match("GET", `transactions/${id}`)?.entry.binary).toBeUndefined();
    expect(match("GET", `transactions/${id}/refund`)?.methodAllowed).toBe(false);
    expect(match("POST", "sandbox/failed-purchase")?.methodAllowed).toBe(true);
    expect(matchAllowedPath(ADMIN_PATHS, "POST", ["sandbox", "failed-purchase"], { sandbox: false })).toBeNull();
  });
  it("refuses other methods, unknown paths and unsafe segments", () => {
    expect(match("DELETE", "customers")?.methodAllowed).toBe(false);
    expect(match("GET", "customers/abc/status")?.methodAllowed).toBe(false);
    expect(match("GET", "login")).toBeNull();
    expect(match("GET", "users")).toBeNull();
    expect(match("POST", "customers/../status")).toBeNull();
    expect(match("GET", "settings")).toBeNull();
  });
});
