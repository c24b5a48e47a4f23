"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { bffFetch } from "@/lib/client/bff-fetch";
import { adminLevelSavedResponse, type AdminLevel } from "@/lib/contracts/levels";
import { BILL_SERVICES, SERVICE_KEYS } from "@/lib/purchases/service-catalog";
import { adminSessionOver, refusalText } from "@/lib/admin/admin-write";
import styles from "./admin.module.css";

/**
 * One level: its upgrade fee (empty: granted by an admin only) and the percent off each service.
 * Fixed data-plan prices are kept as they are here; PlanPriceForm beside it adds and removes them.
 */
export function LevelForm({ level }: { level: AdminLevel }) {
  const router = useRouter();
  const [fee, setFee] = useState(level.upgrade_fee === null ? "" : String(level.upgrade_fee));
  const [percents, setPercents] = useState<Record<string, string>>(
    Object.fromEntries(
      SERVICE_KEYS.map((s) => [s, String(level.discounts.find((d) => d.service === s)?.percent ?? "")]),
    ),
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    const discounts = SERVICE_KEYS.flatMap((service) => {
      const text = percents[service].trim();
      const plans = level.discounts.find((d) => d.service === service)?.plans ?? [];
      if (text === "" && plans.length === 0) return [];
      return [
        {
          service,
          percent: text === "" ? null : Number(text),
          plans: plans.map((p) => ({
            provider_service: p.provider_service,
            variation_code: p.variation_code,
            price: p.price,
          })),
        },
      ];
    });
    const res = await bffFetch(`/api/admin/levels/${level.code}`, adminLevelSavedResponse, {
      method: "PUT",
      body: { upgrade_fee: fee.trim() === "" ? null : fee.trim(), discounts },
    });
    if (adminSessionOver(res, router)) return;
    setBusy(false);
    if (!res.ok) {
      setMessage({ tone: "error", text: refusalText(res.data, "Not saved.", { named: true }) });
      return;
    }
    setMessage({ tone: "success", text: res.data.message });
    router.refresh();
  }

  const id = (s: string) => `level-${level.code}-${s}`;
  return (
    <form className={styles.rates} onSubmit={save} noValidate aria-label={`${level.name} prices`}>
      <div className={styles.rateRow}>
        <label htmlFor={id("fee")}>Upgrade fee (₦)</label>
        <input
          id={id("fee")}
          className={styles.rateInput}
          inputMode="decimal"
          value={fee}
          onChange={(e) => setFee(e.target.value)}
          aria-describedby={id("fee-note")}
        />
        <span />
        <p id={id("fee-note")} className={styles.rateNote}>
          Empty: not for sale, granted by an admin only.
        </p>
      </div>
      {SERVICE_KEYS.map((s) => (
        <div key={s} className={styles.rateRow}>
          <label htmlFor={id(s)}>{BILL_SERVICES[s].name} discount (%)</label>
          <input
            id={id(s)}
            className={styles.rateInput}
            inputMode="decimal"
            value={percents[s]}
            onChange={(e) => setPercents((p) => ({ ...p, [s]: e.target.value }))}
          />
          <span />
        </div>
      ))}
      {level.warnings.map((w) => (
        <Alert key={`${w.service}:${w.variation_code ?? ""}`} tone="warning">
          {w.message}
        </Alert>
      ))}
      <div>
        <Button type="submit" size="small" loading={busy}>
          Save {level.name}
        </Button>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </form>
  );
}
