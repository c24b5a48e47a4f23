"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { bffFetch } from "@/lib/client/bff-fetch";
import { adminReferralSettingsResponse } from "@/lib/contracts/referrals";
import styles from "./admin.module.css";

/** The referral programme: on or off, the qualifying first funding and the bonus (audited by the API). */
export function ReferralSettingsForm({
  settings,
}: {
  settings: { enabled: boolean; threshold: number; bonus: number };
}) {
  const router = useRouter();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [threshold, setThreshold] = useState(String(settings.threshold));
  const [bonus, setBonus] = useState(String(settings.bonus));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const res = await bffFetch("/api/admin/referrals/settings", adminReferralSettingsResponse, {
      method: "PUT",
      body: { enabled, threshold: threshold.trim(), bonus: bonus.trim() },
    });
    if (res.status === 401 || res.status === 403) {
      router.replace("/admin/login");
      return;
    }
    setBusy(false);
    if (!res.ok) {
      const first = Object.entries(res.data.errors ?? {})[0];
      setMessage({ tone: "error", text: first ? `${first[0]}: ${first[1][0]}` : (res.data.message ?? "Not saved.") });
      return;
    }
    setMessage({ tone: "success", text: res.data.message ?? "Not saved." });
    router.refresh();
  }

  return (
    <form className={styles.rates} onSubmit={save} noValidate aria-label="Referral programme">
      <label>
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Programme on
      </label>
      <div className={styles.rateRow}>
        <label htmlFor="ref-threshold">First funding that qualifies (₦)</label>
        <input
          id="ref-threshold"
          className={styles.rateInput}
          inputMode="decimal"
          value={threshold}
          onChange={(e) => setThreshold(e.target.value)}
        />
        <span />
      </div>
      <div className={styles.rateRow}>
        <label htmlFor="ref-bonus">Bonus to the referrer (₦)</label>
        <input
          id="ref-bonus"
          className={styles.rateInput}
          inputMode="decimal"
          value={bonus}
          onChange={(e) => setBonus(e.target.value)}
        />
        <span />
      </div>
      <div>
        <Button type="submit" size="small" loading={busy}>
          Save
        </Button>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </form>
  );
}
