import { ButtonLink } from "@/components/ui/button";

/** 'Fund wallet': the dashboard's Fund Account view (?fund=1), where and how to transfer. */
export function FundWalletLink({ variant }: { variant?: "primary" | "secondary" }) {
  return (
    <ButtonLink href="/dashboard?fund=1" variant={variant}>
      Fund wallet
    </ButtonLink>
  );
}
