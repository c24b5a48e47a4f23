import { AUDIT_ACTIONS } from "@/lib/contracts/admin-audit";
import { CUSTOMER_STATUSES } from "@/lib/contracts/admin-customers";
import { WEBHOOK_OUTCOME_FILTERS } from "@/lib/contracts/admin-webhooks";
import { SERVICE_KEYS } from "@/lib/purchases/service-catalog";
import {
  AUDIT_ACTION_OPTIONS,
  CUSTOMER_STATUS_OPTIONS,
  optionValue,
  TRANSACTION_SERVICE_OPTIONS,
  WEBHOOK_OUTCOME_OPTIONS,
} from "./admin-filter-options";

const values = (opts: { value: string }[]) => opts.map((o) => o.value).sort();

describe("admin filter options", () => {
  it("offer exactly the values the API's filters accept", () => {
    expect(values(CUSTOMER_STATUS_OPTIONS)).toEqual([...CUSTOMER_STATUSES].sort());
    expect(values(AUDIT_ACTION_OPTIONS)).toEqual([...AUDIT_ACTIONS].sort());
    expect(values(WEBHOOK_OUTCOME_OPTIONS)).toEqual([...WEBHOOK_OUTCOME_FILTERS].sort());
    expect(values(TRANSACTION_SERVICE_OPTIONS)).toEqual([...SERVICE_KEYS, "wallet_funding"].sort());
  });
  it("keep a known value from the URL and drop anything else", () => {
    expect(optionValue(CUSTOMER_STATUS_OPTIONS, "suspended")).toBe("suspended");
    expect(optionValue(CUSTOMER_STATUS_OPTIONS, "deleted")).toBe("");
    expect(optionValue(WEBHOOK_OUTCOME_OPTIONS, "processing")).toBe("processing");
  });
});
