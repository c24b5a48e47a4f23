import { Alert } from "@/components/ui/alert";
import { formatNaira, koboToNaira } from "@/lib/money";
import { BUY_MSG, walletTooLow } from "@/lib/purchases/messages";

/** The summary's warning, before the PIN, that the wallet does not cover the purchase. */
export function LowBalanceNotice({ balance, shortfallKobo }: { balance: number; shortfallKobo: number }) {
  return (
    <Alert tone="warning" title={BUY_MSG.insufficientTitle}>
      {walletTooLow(formatNaira(balance), formatNaira(koboToNaira(shortfallKobo)))}
    </Alert>
  );
}
