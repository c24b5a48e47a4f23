"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { bffFetch } from "@/lib/client/bff-fetch";
import { adminReferralSettingsResponse } from "@/lib/contracts/referrals";
import { adminSessionOver, refusalText } from "@/lib/admin/admin-write";
import styles from "./admin.module.css";
import { RateRow } from "./rate-row";

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
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const res = await bffFetch("/api/admin/referrals/settings", adminReferralSettingsResponse, {
      method: "PUT",
      body: { enabled, threshold: threshold.trim(), bonus: bonus.trim() },
    });
    if (adminSessionOver(res, router)) return;
    setBusy(false);
    if (!res.ok) {
      // Each field's refusal beside its field; the card's alert says what was refused.
      setErrors(res.data.errors ?? {});
      setMessage({
        tone: "error",
        text: res.data.errors ? "Not saved: check the figures." : refusalText(res.data, "Not saved."),
      });
      return;
    }
    setErrors({});
    setMessage({ tone: "success", text: res.data.message ?? "Not saved." });
    router.refresh();
  }

  return (
    <form className={styles.rates} onSubmit={save} noValidate aria-label="Referral programme">
      <label>
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Programme on
      </label>
      <RateRow
        id="ref-threshold"
        label="First funding that qualifies (₦)"
        value={threshold}
        onChange={setThreshold}
        error={errors.threshold?.[0]}
      />
      <RateRow
        id="ref-bonus"
        label="Bonus to the referrer (₦)"
        value={bonus}
        onChange={setBonus}
        error={errors.bonus?.[0]}
      />
      <div>
        <Button type="submit" size="small" loading={busy}>
          Save
        </Button>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </form>
  );
}
