"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { adminCashbackRateSavedResponse, type CashbackRate } from "@/lib/contracts/admin-settings";
import { bffFetch } from "@/lib/client/bff-fetch";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { adminSessionOver, refusalText } from "@/lib/admin/admin-write";
import styles from "./admin.module.css";

/** One row per service: the rate in percent (0 to 100, 2 decimals), saved on its own. */
export function CashbackRatesForm({ rates }: { rates: CashbackRate[] }) {
  return (
    <div className={styles.rates}>
      {rates.map((r) => (
        <RateRow key={r.service} rate={r} />
      ))}
    </div>
  );
}

function RateRow({ rate }: { rate: CashbackRate }) {
  const router = useRouter();
  const [value, setValue] = useState(String(rate.rate_percent));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const id = `rate-${rate.service}`;

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const n = Number(value);
    if (value.trim() === "" || !Number.isFinite(n) || n < 0 || n > 100) {
      setMessage({ tone: "error", text: "Enter a rate between 0 and 100." });
      return;
    }
    setBusy(true);
    setMessage(null);
    const res = await bffFetch("/api/admin/settings/cashback-rates", adminCashbackRateSavedResponse, {
      method: "PUT",
      body: { service: rate.service, rate_percent: n },
    });
    if (adminSessionOver(res, router)) return;
    setBusy(false);
    if (!res.ok) {
      setMessage({ tone: "error", text: refusalText(res.data, "Could not save the rate.") });
      return;
    }
    setMessage({ tone: "success", text: `${rate.label} cashback saved: ${n}%.` });
    router.refresh();
  }

  return (
    <form className={styles.rateRow} onSubmit={save} noValidate>
      <label htmlFor={id}>{rate.label}</label>
      <input
        id={id}
        className={styles.rateInput}
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step={0.01}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby={`${id}-note`}
      />
      <Button type="submit" size="small" variant="secondary" loading={busy}>
        Save
      </Button>
      <p id={`${id}-note`} className={styles.rateNote}>
        {rate.is_default ? "Default rate" : "Set by an admin"} · percent of the purchase amount
      </p>
      {message && (
        <div style={{ gridColumn: "1 / -1" }}>
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}
    </form>
  );
}
