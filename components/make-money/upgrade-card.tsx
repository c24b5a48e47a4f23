"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { mutate as revalidate } from "swr";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PinApproval } from "@/components/purchases/pin-approval";
import { bffPost } from "@/lib/client/bff-fetch";
import { levelUpgradeResponse } from "@/lib/contracts/levels";
import { incompletePin } from "@/lib/contracts/pin";
import { formatNaira } from "@/lib/money";
import { approvalRefusal } from "@/lib/purchases/approval";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { PIN_STATUS_KEY } from "@/lib/swr/use-pin-status";
import styles from "./make-money.module.css";

const newUpgradeId = () => `LVL_${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;

/**
 * Buy a level from the wallet with the transaction PIN. The request_id is made once per visit, so
 * a retry after a lost answer is the same upgrade for the API (never paid twice).
 */
export function UpgradeCard({ level, name, fee }: { level: string; name: string; fee: number }) {
  const router = useRouter();
  const requestId = useRef(newUpgradeId());
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function upgrade() {
    const missing = incompletePin(pin);
    if (missing) {
      setPinError(missing);
      return;
    }
    setBusy(true);
    setError(null);
    setPinError(null);
    const res = await bffPost("/api/levels/upgrade", levelUpgradeResponse, {
      level,
      request_id: requestId.current,
      pin,
    });
    if (res.status === 401) {
      goToLogin();
      return;
    }
    setBusy(false);
    const refused = approvalRefusal(res);
    if (refused) {
      setPin("");
      setPinError(refused.message);
      if (refused.notSet || refused.locked) void revalidate(PIN_STATUS_KEY);
      return;
    }
    if (!res.ok) {
      setError(res.data.message ?? "Could not upgrade. Please try again.");
      return;
    }
    setDone(res.data.message);
    // The page reads the new level and says it (the card itself is gone once the level is bought).
    router.replace(`/make-money?upgraded=${encodeURIComponent(res.data.level.code)}`);
  }

  if (done) return <Alert tone="success">{done}</Alert>;
  return (
    <div>
      <p className={styles.intro}>
        Pay {formatNaira(fee)} once from your wallet to become a {name}. Your discounts apply from your next purchase.
      </p>
      <PinApproval pin={pin} onPinChange={setPin} error={pinError} disabled={busy} />
      {error && <Alert tone="error">{error}</Alert>}
      <div className={styles.actions}>
        <Button onClick={() => void upgrade()} loading={busy} loadingText="Upgrading...">
          Upgrade to {name} for {formatNaira(fee)}
        </Button>
      </div>
    </div>
  );
}
