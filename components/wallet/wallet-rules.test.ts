import { shouldShowOnboarding } from "./onboarding-rule";
import { parseSimulateAmount, SIMULATE_MESSAGES } from "./simulate-transfer-schema";
import { waitForCredit } from "./wait-for-credit";
import { kycStatusView } from "./kyc-status";
import { accountNotice, retryLine } from "./account-state";
import { DASHBOARD_MESSAGES } from "./wallet-messages";
import type { VirtualAccountState } from "@/lib/contracts/wallet";

describe("onboarding modal rule (spec 4)", () => {
  it("shows when never dismissed, whatever the balance", () => {
    expect(shouldShowOnboarding({ onboarding_seen: false, balance_kobo: 500_00 }, true)).toBe(true);
  });
  it("shows for a zero balance until dismissed in this browser session", () => {
    expect(shouldShowOnboarding({ onboarding_seen: true, balance_kobo: 0 }, false)).toBe(true);
    expect(shouldShowOnboarding({ onboarding_seen: true, balance_kobo: 0 }, true)).toBe(false);
  });
  it("stays away once seen and funded", () => {
    expect(shouldShowOnboarding({ onboarding_seen: true, balance_kobo: 1 }, false)).toBe(false);
  });
});

describe("simulated transfer amount", () => {
  it("accepts naira with up to 2 decimals, commas and a naira sign", () => {
    expect(parseSimulateAmount("5000")).toEqual({ ok: true, amount: "5000" });
    expect(parseSimulateAmount("₦5,000.50")).toEqual({ ok: true, amount: "5000.50" });
    expect(parseSimulateAmount("1")).toEqual({ ok: true, amount: "1" });
    expect(parseSimulateAmount("10000000.00")).toEqual({ ok: true, amount: "10000000.00" });
  });
  it("refuses empty, malformed, too small and too large amounts", () => {
    expect(parseSimulateAmount(" ")).toEqual({ ok: false, error: SIMULATE_MESSAGES.required });
    expect(parseSimulateAmount("12.345")).toEqual({ ok: false, error: SIMULATE_MESSAGES.format });
    expect(parseSimulateAmount("-5")).toEqual({ ok: false, error: SIMULATE_MESSAGES.format });
    expect(parseSimulateAmount("1e3")).toEqual({ ok: false, error: SIMULATE_MESSAGES.format });
    expect(parseSimulateAmount("0.99")).toEqual({ ok: false, error: SIMULATE_MESSAGES.min });
    expect(parseSimulateAmount("10000000.01")).toEqual({ ok: false, error: SIMULATE_MESSAGES.max });
  });
});

describe("waiting for the webhook's credit", () => {
  const noSleep = () => Promise.resolve();
  it("returns the new balance as soon as it rises", async () => {
    const reads = [100, 100, 600];
    let calls = 0;
    const got = await waitForCredit(async () => reads[calls++], 100, { sleep: noSleep });
    expect(got).toBe(600);
    expect(calls).toBe(3);
  });
  it("gives up after the attempts, and survives failed reads", async () => {
    let calls = 0;
    const got = await waitForCredit(
      async () => {
        calls++;
        if (calls === 2) throw new Error("network");
        return 100;
      },
      100,
      { sleep: noSleep, attempts: 4 },
    );
    expect(got).toBeNull();
    expect(calls).toBe(4);
  });
  it("stops when cancelled", async () => {
    let calls = 0;
    const got = await waitForCredit(async () => ++calls, 0, { sleep: noSleep, cancelled: () => true });
    expect(got).toBeNull();
    expect(calls).toBe(0);
  });
});

describe("KYC status on the profile", () => {
  it("offers /kyc until submitted", () => {
    expect(kycStatusView("not_submitted")).toMatchObject({ label: "Not submitted", action: true });
    expect(kycStatusView("submitted")).toMatchObject({ action: false, tone: "pending" });
    expect(kycStatusView("verified")).toMatchObject({ label: "Verified", action: false });
  });
});

describe("what the dashboard says while there is no account number", () => {
  const base: VirtualAccountState = {
    account_number: null,
    bank_name: null,
    account_name: null,
    virtual_account_status: "none",
    virtual_account_reason: null,
    virtual_account_failure: null,
    virtual_account_retry_at: null,
  };
  const now = new Date("2026-03-10T12:00:00Z");
  it("no account yet: asks for the BVN or NIN", () => {
    expect(accountNotice(base, now)).toMatchObject({
      kind: "ask",
      title: DASHBOARD_MESSAGES.askTitle,
      actions: ["ask"],
    });
  });
  it("reserving: being set up, with when the bank is asked again (Lagos time)", () => {
    const n = accountNotice(
      { ...base, virtual_account_status: "pending", virtual_account_retry_at: "2026-03-10T12:04:00Z" },
      now,
    );
    expect(n).toMatchObject({ kind: "reserving", title: DASHBOARD_MESSAGES.accountPending, actions: ["refresh"] });
    expect(n!.text).toContain("at 1:04 pm;");
    expect(retryLine("2026-03-10T11:59:00Z", now)).toBe(DASHBOARD_MESSAGES.askingNow);
    expect(retryLine(null, now)).toBe(DASHBOARD_MESSAGES.askingNow);
  });
  it("refused: the reason and what to do, asked again", () => {
    expect(
      accountNotice(
        {
          ...base,
          virtual_account_status: "failed",
          virtual_account_failure: "refused",
          virtual_account_reason: "The BVN provided could not be verified.",
        },
        now,
      ),
    ).toMatchObject({
      kind: "refused",
      text: "The BVN provided could not be verified.",
      detail: DASHBOARD_MESSAGES.refusedWhatToDo,
      actions: ["ask"],
    });
  });
  it("unreachable: the spec's message, refresh or give the number again", () => {
    expect(
      accountNotice({ ...base, virtual_account_status: "failed", virtual_account_failure: "unreachable" }, now),
    ).toMatchObject({ kind: "unreachable", title: DASHBOARD_MESSAGES.noAccountNumber, actions: ["refresh", "ask"] });
  });
  it("active: nothing to say", () => {
    expect(accountNotice({ ...base, virtual_account_status: "active", account_number: "5123456789" }, now)).toBeNull();
  });
});
