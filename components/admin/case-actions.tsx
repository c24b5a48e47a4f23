"use client";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import { TextField } from "@/components/ui/text-field";
import { bffPost } from "@/lib/client/bff-fetch";
import { firstFieldErrors } from "@/lib/client/api-result";
import { adminCaseActionResponse, type AdminCaseItem } from "@/lib/contracts/admin-cases";
import { CASE_STATUS_LABELS, CASE_STATUS_NAMES } from "@/lib/contracts/claims";
import { adminSessionOver } from "@/lib/admin/admin-write";
import styles from "./admin.module.css";
import { RequeryRefundButtons } from "./requery-refund-buttons";

type Message = { tone: "success" | "error" | "info"; text: string };

const STATUS_OPTIONS = CASE_STATUS_NAMES.map((s) => ({ value: s, label: CASE_STATUS_LABELS[s] }));

/**
 * A case's resolve actions and its reply. Disputes: the purchase's audited Requery and Refund.
 * Claims: Credit the Monnify transfer named by its reference (the webhook's path, Monnify's
 * amount, once). Never a balance edit. Then the status, the admins' notes and the reply the
 * customer sees and is emailed.
 */
export function CaseActions({
  item,
  canRequery,
  canRefund,
}: {
  item: AdminCaseItem;
  canRequery: boolean;
  canRefund: boolean;
}) {
  const router = useRouter();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reference, setReference] = useState(item.provider_reference ?? "");
  const [form, setForm] = useState({ status: item.status, notes: item.notes ?? "", reply: "" });
  const closed = item.status === "resolved" || item.status === "rejected";

  async function call(kind: string, path: string, body: object = {}) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    setMessage(null);
    const res = await bffPost(path, adminCaseActionResponse, body);
    inFlight.current = false;
    setBusy(null);
    if (adminSessionOver(res, router)) return;
    if (res.ok) {
      setErrors({});
      setMessage({ tone: "success", text: res.data.message });
      if (kind === "update") setForm((f) => ({ ...f, reply: "" }));
    } else {
      setErrors(firstFieldErrors(res.data.errors));
      setMessage({ tone: "error", text: res.data.message ?? "The action failed. Please try again." });
    }
    router.refresh();
  }

  const base = `/api/admin/cases/${item.id}`;
  return (
    <Card title="Resolve">
      <div className={styles.stack}>
        {!closed && item.kind === "purchase_dispute" && (canRequery || canRefund) && (
          <RequeryRefundButtons
            canRequery={canRequery}
            canRefund={canRefund}
            busy={busy}
            confirmText={{
              requery: "Ask VTpass now for this purchase's outcome?",
              refund: "Refund this failed purchase to the customer's wallet? This cannot be undone.",
            }}
            requeryLoadingText="Asking VTpass…"
            onConfirmed={(kind) => void call(kind, `${base}/${kind}`)}
          />
        )}
        {!closed && item.kind === "deposit_claim" && (
          <form
            className={styles.stack}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (window.confirm("Credit this Monnify transfer to the customer's wallet (Monnify's amount, once)?"))
                void call("credit", `${base}/credit`, { transaction_reference: reference });
            }}
          >
            <TextField
              label="Monnify transaction reference"
              name="transaction_reference"
              autoComplete="off"
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              error={errors.transaction_reference}
              hint="Found in Monnify's dashboard or the webhook log. Only a PAID transfer into this customer's account is credited, for Monnify's amount, once."
            />
            <div>
              <Button type="submit" loading={busy === "credit"} loadingText="Crediting…" disabled={busy !== null}>
                Credit transfer
              </Button>
            </div>
          </form>
        )}
        <form
          className={styles.stack}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void call("update", base, {
              status: form.status,
              notes: form.notes,
              ...(form.reply.trim() ? { reply: form.reply } : {}),
            });
          }}
        >
          <SelectField
            label="Status"
            name="status"
            options={STATUS_OPTIONS}
            value={form.status}
            onChange={(e) => setForm((f) => ({ ...f, status: e.target.value as typeof f.status }))}
            error={errors.status}
          />
          <TextAreaField
            label="Notes (admins only)"
            name="notes"
            value={form.notes}
            onChange={(e) => setForm((f) => ({ ...f, notes: e.target.value }))}
            error={errors.notes}
          />
          <TextAreaField
            label="Reply to the customer"
            name="reply"
            value={form.reply}
            onChange={(e) => setForm((f) => ({ ...f, reply: e.target.value }))}
            error={errors.reply}
            hint="Shown on the customer's claim and sent by email."
          />
          <div>
            <Button
              type="submit"
              variant="secondary"
              loading={busy === "update"}
              loadingText="Saving…"
              disabled={busy !== null}
            >
              Save
            </Button>
          </div>
        </form>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
      </div>
    </Card>
  );
}
