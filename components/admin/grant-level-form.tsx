"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { bffFetch } from "@/lib/client/bff-fetch";
import { adminGrantLevelResponse } from "@/lib/contracts/levels";
import { adminSessionOver } from "@/lib/admin/admin-write";
import styles from "./admin.module.css";

/** Grants a customer a price level with no fee (audited by the API). */
export function GrantLevelForm({
  customerId,
  levels,
}: {
  customerId: string;
  levels: { code: string; name: string }[];
}) {
  const router = useRouter();
  const [level, setLevel] = useState(levels[0]?.code ?? "");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function grant(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const res = await bffFetch(`/api/admin/customers/${customerId}/level`, adminGrantLevelResponse, {
      method: "PUT",
      body: { level },
    });
    if (adminSessionOver(res, router)) return;
    setBusy(false);
    setMessage(
      res.ok ? { tone: "success", text: res.data.message } : { tone: "error", text: res.data.message ?? "Not saved." },
    );
    if (res.ok) router.refresh();
  }

  return (
    <form className={styles.grantRow} onSubmit={grant}>
      {/* The customer's facts name the row ("Price level"); the select keeps its own name for screen readers. */}
      <label htmlFor="grant-level" className="visually-hidden">
        Price level
      </label>
      <select id="grant-level" className={styles.rateInput} value={level} onChange={(e) => setLevel(e.target.value)}>
        {levels.map((l) => (
          <option key={l.code} value={l.code}>
            {l.name}
          </option>
        ))}
      </select>
      <Button type="submit" size="small" variant="secondary" loading={busy}>
        Grant
      </Button>
      {message && (
        <div style={{ flexBasis: "100%" }}>
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}
    </form>
  );
}
