import { formatLagosTime } from "@/lib/dates";
import type { VirtualAccountState } from "@/lib/contracts/wallet";
import { DASHBOARD_MESSAGES } from "./wallet-messages";

/**
 * What to say, and what the customer can do, while there is no account number: one home for the
 * account card, the onboarding modal and the Fund Account view.
 * ask: give a BVN/NIN (none yet, or the one given was refused); refresh: ask the bank again.
 */
export interface AccountNotice {
  kind: "ask" | "reserving" | "refused" | "unreachable";
  title: string;
  text: string;
  detail?: string;
  /** No Copy among them: there is no number to copy until the account is active. */
  actions: ("ask" | "refresh")[];
}

/** The retry state of a reservation the bank has not answered yet. */
export function retryLine(retryAt: string | null, now: Date): string {
  if (!retryAt || Date.parse(retryAt) <= now.getTime()) return DASHBOARD_MESSAGES.askingNow;
  return `The bank has not confirmed it yet. We will ask again automatically at ${formatLagosTime(new Date(retryAt))}; you can also refresh.`;
}

export function accountNotice(a: VirtualAccountState, now: Date): AccountNotice | null {
  switch (a.virtual_account_status) {
    case "active":
      return null;
    case "pending":
      return {
        kind: "reserving",
        title: DASHBOARD_MESSAGES.accountPending,
        text: retryLine(a.virtual_account_retry_at, now),
        actions: ["refresh"],
      };
    case "failed":
      return a.virtual_account_failure === "refused"
        ? {
            kind: "refused",
            title: DASHBOARD_MESSAGES.refusedTitle,
            text: a.virtual_account_reason ?? "",
            detail: DASHBOARD_MESSAGES.refusedWhatToDo,
            actions: ["ask"],
          }
        : {
            kind: "unreachable",
            title: DASHBOARD_MESSAGES.noAccountNumber,
            text: a.virtual_account_reason ?? "",
            actions: ["refresh", "ask"],
          };
    default:
      return {
        kind: "ask",
        title: DASHBOARD_MESSAGES.askTitle,
        text: DASHBOARD_MESSAGES.askText,
        actions: ["ask"],
      };
  }
}
