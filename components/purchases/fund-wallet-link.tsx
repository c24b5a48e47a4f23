import { ButtonLink } from "@/components/ui/button";
import { FUND_WALLET_HREF } from "@/components/shell/customer-nav";

/** 'Fund wallet': the dashboard's Fund Account view (?fund=1), where and how to transfer. */
export function FundWalletLink({ variant }: { variant?: "primary" | "secondary" }) {
  return (
    <ButtonLink href={FUND_WALLET_HREF} variant={variant}>
      Fund wallet
    </ButtonLink>
  );
}
