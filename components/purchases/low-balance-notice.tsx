import { Alert } from "@/components/ui/alert";
import { formatNaira, koboToNaira } from "@/lib/money";
import { BUY_MSG } from "@/lib/purchases/messages";
import { walletTooLow } from "@/lib/purchases/wallet-cover";

/** The summary's warning, before the PIN, that the wallet does not cover the purchase. */
export function LowBalanceNotice({ balance, shortfallKobo }: { balance: number; shortfallKobo: number }) {
  return (
    <Alert tone="warning" title={BUY_MSG.insufficientTitle}>
      {walletTooLow(formatNaira(balance), formatNaira(koboToNaira(shortfallKobo)))}
    </Alert>
  );
}
