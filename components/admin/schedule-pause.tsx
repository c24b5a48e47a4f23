"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { bffPost } from "@/lib/client/bff-fetch";
import { adminSchedulePausedResponse } from "@/lib/contracts/schedules";
import { adminSessionOver } from "@/lib/admin/admin-write";
import styles from "./admin.module.css";

/** Pause a customer's schedule with a reason (audited); the customer can resume it. */
export function SchedulePause({ id, label }: { id: string; label: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function pause() {
    setBusy(true);
    const res = await bffPost(`/api/admin/schedules/${encodeURIComponent(id)}/pause`, adminSchedulePausedResponse, {
      reason,
    });
    setBusy(false);
    if (adminSessionOver(res, router)) return;
    if (!res.ok) return setError(res.data.errors?.reason?.[0] ?? res.data.message ?? "Could not pause it.");
    setOpen(false);
    router.refresh();
  }

  if (!open)
    return (
      <Button size="small" variant="secondary" onClick={() => setOpen(true)} aria-label={`Pause ${label}`}>
        Pause
      </Button>
    );
  return (
    <div className={styles.stack}>
      <TextField label="Reason (audited)" value={reason} onChange={(e) => setReason(e.target.value)} error={error} />
      <Button size="small" variant="danger" loading={busy} loadingText="Pausing…" onClick={() => void pause()}>
        Pause schedule
      </Button>
    </div>
  );
}
