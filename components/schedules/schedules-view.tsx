"use client";
import { useState } from "react";
import { ServiceIcon } from "@/components/services/service-icon";
import { useBffList } from "@/components/purchases/use-bff-list";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { ListPlaceholder } from "@/components/ui/list-status";
import items from "@/components/ui/item-list.module.css";
import { TextField } from "@/components/ui/text-field";
import { useFocusNotice } from "@/components/ui/use-focus-notice";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffFetch, bffPost } from "@/lib/client/bff-fetch";
import { scheduleResponse, schedulesResponse, type ScheduleView } from "@/lib/contracts/schedules";
import { formatLagosDateTimeText } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { frequencyText } from "@/lib/schedules/describe";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { PinPad } from "@/components/security/pin-pad";
import { incompletePin } from "@/lib/contracts/pin";
import { approvalRefusal } from "@/lib/purchases/approval";
import { newPrefixedId } from "@/lib/purchases/request-id";
import { ScheduleRuns } from "./schedule-runs";
import styles from "./schedules.module.css";

const STATUS: Record<ScheduleView["status"], string> = {
  active: "Active",
  paused: "Paused",
  cancelled: "Cancelled",
  completed: "Completed",
};
/** Airtime and electricity are bought by amount; the others by a plan with its own price. */
const EDITABLE = new Set(["airtime", "electricity"]);

/** /schedules: each schedule with its next run and status; pause, resume, edit amount, cancel, history. */
export function SchedulesView() {
  const list = useBffList({ path: "/api/schedules" }, schedulesResponse, (d) => d.data);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // Pause becomes Resume, a cancelled schedule loses its buttons, the editor closes: focus would
  // fall to the page's body, so once the list is read again it goes to the notice.
  const [noticeRef, keepNoticeFocus] = useFocusNotice<HTMLDivElement>(list.items);
  const [open, setOpen] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<ScheduleView | null>(null);
  const [editing, setEditing] = useState<ScheduleView | null>(null);
  const [amount, setAmount] = useState("");
  const [amountError, setAmountError] = useState<string | null>(null);
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState<string | null>(null);
  // One id per opening of the editor: the change the PIN (or a passkey) approves.
  const [editId, setEditId] = useState("");

  function startEditing(s: ScheduleView) {
    setEditing(s);
    setAmount(String(s.amount));
    setAmountError(null);
    setPin("");
    setPinError(null);
    setEditId(newPrefixedId("EDIT_"));
  }

  async function act(s: ScheduleView, action: "pause" | "resume" | "cancel") {
    setBusy(`${s.id}:${action}`);
    const res = await bffPost(`/api/schedules/${encodeURIComponent(s.id)}/${action}`, scheduleResponse);
    setBusy(null);
    if (res.status === 401) return goToLogin();
    setCancelling(null);
    if (!res.ok) return setError(res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "Could not change it."));
    setError(null);
    setNotice(`${s.label}: ${res.data.message}`);
    keepNoticeFocus();
    list.reload();
  }

  async function saveAmount(s: ScheduleView) {
    const missingPin = incompletePin(pin);
    if (missingPin) return setPinError(missingPin);
    setPinError(null);
    setBusy(`${s.id}:amount`);
    const res = await bffFetch(`/api/schedules/${encodeURIComponent(s.id)}`, scheduleResponse, {
      method: "PUT",
      body: { amount, request_id: editId, pin },
    });
    setBusy(null);
    if (res.status === 401) return goToLogin();
    const refused = approvalRefusal(res);
    if (refused) {
      setPin("");
      return setPinError(refused.message);
    }
    if (!res.ok)
      return setAmountError(
        res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.errors?.amount?.[0] ?? res.data.message ?? "Not saved."),
      );
    setEditing(null);
    setNotice(`${s.label}: ${res.data.message}`);
    keepNoticeFocus();
    list.reload();
  }

  if (list.status !== "ready")
    return (
      <ListPlaceholder
        list={list}
        loading="Loading schedules…"
        failed="Your schedules could not be loaded."
        empty={
          <>
            <p className={items.note}>
              No schedules yet. On any purchase summary, choose &ldquo;Schedule&rdquo; to buy it later or every day,
              week or month; after a TV subscription, &ldquo;Renew automatically&rdquo;.
            </p>
            <div className={items.emptyActions}>
              <ButtonLink href="/dashboard#bills" size="small">
                Buy something
              </ButtonLink>
            </div>
          </>
        }
      />
    );

  return (
    <>
      <div ref={noticeRef} tabIndex={-1} className={styles.notices}>
        {notice && <Alert tone="success">{notice}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
      <ul className={items.list} aria-label="Schedules">
        {list.items.map((s) => {
          const live = s.status === "active" || s.status === "paused";
          return (
            <li key={s.id} className={items.item} data-testid="schedule" data-status={s.status}>
              <div className={items.itemHead}>
                <ServiceIcon service={s.service} variant="glyph" />
                <div className={items.itemText}>
                  <h2 className={items.itemName}>{s.label}</h2>
                  <p className={items.itemDetail}>
                    {formatNaira(s.amount)} · {frequencyText(s)}
                    {s.kind === "tv_renewal" ? " · auto-renew" : ""}
                  </p>
                  <p className={items.itemDetail}>
                    <span className={styles.status}>{STATUS[s.status]}</span>{" "}
                    {s.status === "active" && s.next_run_at && <>Next: {formatLagosDateTimeText(s.next_run_at)}</>}
                  </p>
                  {s.status === "paused" && s.pause_reason && <p className={items.itemDetail}>{s.pause_reason}</p>}
                </div>
              </div>
              <div className={items.itemActions}>
                {s.status === "active" && (
                  <Button
                    size="small"
                    variant="secondary"
                    loading={busy === `${s.id}:pause`}
                    onClick={() => void act(s, "pause")}
                  >
                    Pause
                  </Button>
                )}
                {s.status === "paused" && (
                  <Button size="small" loading={busy === `${s.id}:resume`} onClick={() => void act(s, "resume")}>
                    Resume
                  </Button>
                )}
                {live && EDITABLE.has(s.service) && (
                  <Button size="small" variant="ghost" onClick={() => startEditing(s)}>
                    Edit amount
                  </Button>
                )}
                {live && (
                  <Button size="small" variant="ghost" onClick={() => setCancelling(s)}>
                    Cancel
                  </Button>
                )}
                <Button
                  size="small"
                  variant="ghost"
                  aria-expanded={open === s.id}
                  onClick={() => setOpen(open === s.id ? null : s.id)}
                >
                  {open === s.id ? "Hide history" : "History"}
                </Button>
              </div>
              {open === s.id && <ScheduleRuns scheduleId={s.id} />}
            </li>
          );
        })}
      </ul>
      {cancelling && (
        <Modal
          open
          onClose={() => setCancelling(null)}
          title="Cancel this schedule?"
          footer={
            <>
              <Button variant="secondary" onClick={() => setCancelling(null)}>
                Keep it
              </Button>
              <Button
                variant="danger"
                loading={busy === `${cancelling.id}:cancel`}
                loadingText="Cancelling…"
                onClick={() => void act(cancelling, "cancel")}
              >
                Cancel schedule
              </Button>
            </>
          }
        >
          <p>{cancelling.label} will not be bought again. Past purchases stay in your history.</p>
        </Modal>
      )}
      {editing && (
        <Modal
          open
          onClose={() => setEditing(null)}
          title="Change the amount"
          footer={
            <>
              <Button variant="secondary" onClick={() => setEditing(null)}>
                Close
              </Button>
              <Button
                loading={busy === `${editing.id}:amount`}
                loadingText="Saving…"
                onClick={() => void saveAmount(editing)}
              >
                Save amount
              </Button>
            </>
          }
        >
          <TextField
            label="Amount (₦)"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amountError}
          />
          <p className={items.note}>Every run after this pays the new amount. Approve the change with your PIN.</p>
          <PinPad
            value={pin}
            onChange={setPin}
            error={pinError}
            disabled={busy === `${editing.id}:amount`}
            onEnter={() => void saveAmount(editing)}
          />
        </Modal>
      )}
    </>
  );
}
