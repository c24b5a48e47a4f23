import type { VirtualAccountState } from "@/lib/contracts/wallet";
import { DASHBOARD_MESSAGES } from "@/components/wallet/wallet-messages";

/** After a submission: the account number it got, or that it is being set up. */
export function KycAccountLine({ account }: { account?: VirtualAccountState }) {
  if (account?.virtual_account_status === "active" && account.account_number)
    return (
      <p data-testid="kyc-account-number">
        Your account number: <strong>{account.account_number}</strong>
        {account.bank_name ? ` (${account.bank_name})` : ""}
      </p>
    );
  if (account?.virtual_account_status === "pending")
    return <p data-testid="kyc-account-number">{DASHBOARD_MESSAGES.accountPendingShort}</p>;
  return null;
}
