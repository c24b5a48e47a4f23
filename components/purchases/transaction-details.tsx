import { Fragment } from "react";
import { formatNaira } from "@/lib/money";
import { examTypeDisplayName, planDisplayName } from "@/lib/purchases/display-names";
import { formatDateTime, statusLabel } from "@/lib/purchases/catalog";
import { SERVICE_NAME } from "@/lib/purchases/messages";
import type { PurchaseOutcome } from "@/lib/purchases/outcome";
import type { PurchaseService } from "@/lib/purchases/request-id";
import { shortReference } from "@/lib/purchases/short-reference";
import styles from "./purchases.module.css";

function StatusBadge({ status }: { status: string }) {
  const s = status.toLowerCase();
  const tone =
    s === "pending" || s === "checking"
      ? styles.statusPending
      : s === "failed"
        ? styles.statusFailed
        : styles.statusDelivered;
  return <span className={`${styles.status} ${tone}`}>{statusLabel(status)}</span>;
}

/**
 * A meter token with a line break allowed only between its groups: after each "-" or space of
 * "6043-9566-1152-0788-8130" (browsers do not break between a hyphen and a digit), or every four
 * digits of a token sent as one run. The text (and what a copy takes) stays the token as it came.
 */
export function TokenGroups({ token }: { token: string }) {
  const groups = /[-\s]/.test(token) ? token.split(/(?<=[-\s])/) : (token.match(/.{1,4}/g) ?? [token]);
  return groups.map((g, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      <span>{g}</span>
    </Fragment>
  ));
}

/** 'Transaction Details' (spec 2.9): balance, reference, service, amount, date, status, phone and each service's own fields. */
export function TransactionDetails({
  service,
  outcome,
  balance,
  requestId,
}: {
  service: PurchaseService;
  outcome: PurchaseOutcome;
  balance: number | null;
  requestId: string;
}) {
  const t = outcome.transaction;
  const rows: [string, React.ReactNode][] = [
    ["Balance", balance === null ? "—" : formatNaira(balance)],
    ["Reference", shortReference(requestId)],
    ["Service", SERVICE_NAME[service]],
    ["Amount", formatNaira(t.amount)],
    ["Date", formatDateTime(t.date)],
    ["Status", <StatusBadge key="s" status={t.status} />],
    ["Phone", t.phone ?? "—"],
  ];
  if (service === "paytv")
    rows.push(["Customer name", t.customer_name ?? "—"], ["Smartcard", t.smartcard_number ?? "—"]);
  if (service === "electricity") {
    rows.push(["Customer name", t.customer_name ?? "—"], ["Meter number", t.meter_number ?? "—"]);
    if (t.units) rows.push(["Units", t.units]);
  }
  if (service === "exam") {
    // The answer carries VTpass's names ("Jamb PIN VENDING (UTME & Direct Entry)"): shown as ours.
    if (t.exam_type) rows.push(["Exam type", examTypeDisplayName(t.exam_type)]);
    if (t.variation) rows.push(["Variation", planDisplayName(t.variation)]);
    if (t.quantity) rows.push(["Quantity", String(t.quantity)]);
    if (t.profile_id) rows.push(["JAMB profile ID", t.profile_id], ["Candidate", t.customer_name ?? "—"]);
  }
  if (t.cashback_amount > 0) rows.push(["Cashback", formatNaira(t.cashback_amount)]);
  // The long references stay for support (a call to the help desk, the provider's records).
  rows.push([
    "Support reference",
    <code key="r" className={styles.longReference} data-testid="support-reference">
      {t.reference}
    </code>,
  ]);

  return (
    <>
      <dl className={styles.details} data-testid="transaction-details">
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detail}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {service === "electricity" && t.token && (
        <div className={styles.token} data-testid="meter-token">
          <p>Meter token</p>
          <p className={styles.tokenValue}>
            <TokenGroups token={t.token} />
          </p>
          {t.units && <p>{t.units}</p>}
        </div>
      )}
      {service === "exam" && t.pins.length > 0 && (
        <ul className={styles.pins} aria-label="Exam pins" data-testid="exam-pins">
          {t.pins.map((p, i) => (
            <li key={`${p.pin}-${i}`} className={styles.pin}>
              {p.serial && (
                <p>
                  Serial: <strong>{p.serial}</strong>
                </p>
              )}
              <p>
                PIN: <strong>{p.pin}</strong>
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
