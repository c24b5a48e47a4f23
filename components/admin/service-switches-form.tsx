"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { adminServiceSwitchSavedResponse, type ServiceSwitch } from "@/lib/contracts/admin-settings";
import { bffFetch } from "@/lib/client/bff-fetch";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "./status-badge";
import { adminSessionOver } from "@/lib/admin/admin-write";
import styles from "./admin.module.css";

/** One row per purchase service: on or off. An off service refuses new purchases with a clear message. */
export function ServiceSwitchesForm({ services }: { services: ServiceSwitch[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function toggle(s: ServiceSwitch) {
    const enabled = !s.enabled;
    if (
      !enabled &&
      !window.confirm(
        `Switch ${s.label} purchases off? Customers will see "${s.label} purchases are temporarily unavailable."`,
      )
    )
      return;
    setBusy(s.service);
    setMessage(null);
    const res = await bffFetch("/api/admin/settings/services", adminServiceSwitchSavedResponse, {
      method: "PUT",
      body: { service: s.service, enabled },
    });
    if (adminSessionOver(res, router)) return;
    setBusy(null);
    setMessage(
      res.ok
        ? { tone: "success", text: res.data.message }
        : { tone: "error", text: res.data.message ?? "Could not change the service." },
    );
    router.refresh();
  }

  return (
    <div>
      {services.map((s) => (
        <div key={s.service} className={styles.switchRow}>
          <span>
            <span className={styles.switchLabel}>{s.label}</span>{" "}
            <StatusBadge status={s.enabled ? "active" : "suspended"} kind="account" />
            <span className="visually-hidden">{s.enabled ? " (on)" : " (off)"}</span>
          </span>
          <Button
            size="small"
            variant={s.enabled ? "secondary" : "primary"}
            loading={busy === s.service}
            disabled={busy !== null && busy !== s.service}
            onClick={() => toggle(s)}
            aria-label={`${s.enabled ? "Switch off" : "Switch on"} ${s.label}`}
          >
            {s.enabled ? "Switch off" : "Switch on"}
          </Button>
        </div>
      ))}
      {message && (
        <div style={{ marginTop: "0.75rem" }}>
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}
    </div>
  );
}
