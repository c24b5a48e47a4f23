import { ReceiptButton } from "@/components/purchases/receipt-button";
import { ServiceIcon } from "@/components/services/service-icon";
import { ButtonLink } from "@/components/ui/button";
import { BackLink } from "@/components/ui/back-link";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { canDownloadReceipt } from "@/lib/purchases/outcome";
import { BILL_SERVICES } from "@/lib/purchases/service-catalog";
import { DisputeButton } from "@/components/claims/dispute-button";
import { RefreshWhilePending } from "./refresh-while-pending";
import { ShareTransaction } from "./share-transaction";
import { StatusBadge } from "./status-badge";
import { statusTone } from "./transaction-display";
import type { Fact, TransactionFacts } from "./transaction-facts";
import styles from "./transaction-page.module.css";

/** What the status means for the customer, under the amount; nothing for a plain success. */
function statusNote(f: TransactionFacts): string | null {
  const tone = statusTone(f.status);
  if (tone === "pending")
    return "We are confirming this with the provider. This page updates by itself; you will not be charged twice.";
  if (tone === "bad" && f.refunded) return "The amount was refunded to your wallet.";
  if (tone === "bad")
    return "Nothing was delivered. If money left your wallet and did not come back, contact support with the reference.";
  return null;
}

function FactRow({ fact }: { fact: Fact }) {
  return (
    <div className={styles.fact}>
      <dt>{fact.label}</dt>
      <dd>
        <span className={[styles.factValue, fact.mono && styles.mono].filter(Boolean).join(" ")}>{fact.value}</span>
        {fact.copy && <CopyButton value={fact.value} label={fact.label.toLowerCase()} />}
      </dd>
    </div>
  );
}

/** The token or the pins a purchase delivered, large, each with its Copy button. */
function Delivered({ f }: { f: TransactionFacts }) {
  if (!f.token && f.pins.length === 0) return null;
  const title = f.token ? "Your token" : f.pins.length > 1 ? "Your PINs" : "Your PIN";
  return (
    <Card title={title} titleAs="h2" data-testid="transaction-delivered">
      <ul className={styles.secrets}>
        {f.token && (
          <li className={styles.secret}>
            <span className={styles.secretText}>
              <span className={styles.secretLabel}>Token</span>
              <span className={styles.secretValue}>{f.token.value}</span>
              {f.token.units && <span className={styles.secretExtra}>{f.token.units}</span>}
            </span>
            <CopyButton value={f.token.value} label="token" />
          </li>
        )}
        {f.pins.map((p, i) => {
          const name = f.pins.length > 1 ? `PIN ${i + 1}` : "PIN";
          return (
            <li key={`${i}-${p.pin}`} className={styles.secret}>
              <span className={styles.secretText}>
                <span className={styles.secretLabel}>{name}</span>
                <span className={styles.secretValue}>{p.pin}</span>
                {p.serial && <span className={styles.secretExtra}>Serial: {p.serial}</span>}
              </span>
              <CopyButton value={p.pin} label={name} />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/**
 * One transaction of the customer's (/transactions/{id}): what, how much, when and its status on
 * top; the token or pins with Copy; every detail; the receipt, Buy again and Share.
 */
export function TransactionDetail({
  facts: f,
  receipt,
  buyAgainHref,
  disputable = false,
}: {
  facts: TransactionFacts;
  /** A purchase: "I did not receive it" asks VTpass at once. */
  disputable?: boolean;
  /** The history row's id and reference for the PDF, when the receipt can be downloaded. */
  receipt: { id: string; reference: string } | null;
  buyAgainHref: string | null;
}) {
  const note = statusNote(f);
  const credit = f.amount.startsWith("+");
  return (
    <div className={styles.page} data-testid="transaction-page">
      <BackLink href="/transactions">All transactions</BackLink>
      <Card>
        <div className={styles.head}>
          {f.service && (
            <span
              className={styles.icon}
              style={{ background: BILL_SERVICES[f.service].soft, color: BILL_SERVICES[f.service].colour }}
            >
              <ServiceIcon service={f.service} variant="tile" size={28} />
            </span>
          )}
          <h1 className={styles.title}>{f.title}</h1>
          <p className={[styles.amount, credit && styles.credit].filter(Boolean).join(" ")}>{f.amount}</p>
          <StatusBadge status={f.status} />
          <p className={styles.date}>{f.date}</p>
          {note && <p className={styles.note}>{note}</p>}
        </div>
      </Card>
      <RefreshWhilePending pending={statusTone(f.status) === "pending"} />
      <div className={styles.columns}>
        <div className={styles.page}>
          <Delivered f={f} />
          <Card title="Details" titleAs="h2">
            <dl className={styles.facts} data-testid="transaction-facts">
              {f.rows.map((row) => (
                <FactRow key={row.label} fact={row} />
              ))}
            </dl>
          </Card>
        </div>
        <Card title="Actions" titleAs="h2">
          <div className={styles.actions}>
            {receipt && <ReceiptButton id={receipt.id} reference={receipt.reference} />}
            {buyAgainHref && (
              <ButtonLink href={buyAgainHref} variant={receipt ? "secondary" : "primary"} fullWidth>
                Buy again
              </ButtonLink>
            )}
            {f.related && (
              <ButtonLink href={f.related.href} variant="secondary" fullWidth>
                {f.related.label}
              </ButtonLink>
            )}
            <ShareTransaction facts={f} />
            {disputable && <DisputeButton id={f.id} />}
          </div>
        </Card>
      </div>
    </div>
  );
}

/** The receipt's download, for a delivered purchase or a completed credit only (as on the result view). */
export const receiptOf = (f: TransactionFacts) =>
  canDownloadReceipt(f.status) ? { id: f.id, reference: f.reference === "N/A" ? f.id : f.reference } : null;
