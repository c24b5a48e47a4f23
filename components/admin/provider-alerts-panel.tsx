"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { bffPost } from "@/lib/client/bff-fetch";
import { formatAdminDateTime } from "@/lib/admin/admin-format";
import { adminResolveAlertResponse, type ProviderAlert } from "@/lib/contracts/admin-alerts";
import { Button } from "@/components/ui/button";
import styles from "./admin.module.css";

const PROVIDER: Record<string, string> = { vtpass: "VTpass" };

/** A circuit breaker's alert (server/purchases/provider-breaker.ts): it closes by itself with the breaker. */
const isBreaker = (a: ProviderAlert) => a.code.startsWith("breaker:");

/**
 * The dashboard's provider alerts: open circuit breakers (VTpass stopped answering a service), then
 * account alerts: VTpass refused purchases for our own account's sake
 * (suspended, locked, product not whitelisted...). Those purchases were refunded at once; the
 * account needs someone. Hidden when there is none.
 */
export function ProviderAlertsPanel({ alerts }: { alerts: ProviderAlert[] }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);

  async function resolve(a: ProviderAlert) {
    if (inFlight.current) return;
    if (
      !window.confirm(
        `Mark ${PROVIDER[a.provider] ?? a.provider} code ${a.code} resolved? Do this once the account is put right.`,
      )
    )
      return;
    inFlight.current = true;
    setBusy(a.id);
    setError(null);
    const res = await bffPost(`/api/admin/provider-alerts/${a.id}/resolve`, adminResolveAlertResponse, {});
    inFlight.current = false;
    setBusy(null);
    if (res.status === 401 || res.status === 403) return router.replace("/admin/login");
    if (!res.ok) setError(res.data.message ?? "Could not mark the alert resolved. Please try again.");
    router.refresh();
  }

  const breakers = alerts.filter(isBreaker);
  const account = alerts.filter((a) => !isBreaker(a));
  return (
    <>
      {breakers.length > 0 && (
        <section className={styles.alertPanel} role="alert" aria-labelledby="provider-breakers-title">
          <h2 id="provider-breakers-title" className={styles.alertPanelTitle}>
            Provider not answering
          </h2>
          <p className={styles.alertPanelLead}>
            VTpass stopped answering these services, so new purchases of them are refused up front (customers see them
            as unavailable) and nothing is debited. Purchases already pending keep being re-queried. After the cool-down
            one trial purchase is let through: answered, the service reopens and this alert closes by itself.
          </p>
          <ul className={styles.alertList}>
            {breakers.map((a) => (
              <li key={a.id} className={styles.alertItem} data-testid="provider-breaker-alert">
                <div className={styles.alertBody}>
                  <p className={styles.alertHeading}>{a.message}</p>
                  <dl className={styles.facts}>
                    <dt>Open since</dt>
                    <dd>{formatAdminDateTime(a.first_seen_at)}</dd>
                    <dt>Last opened</dt>
                    <dd>{formatAdminDateTime(a.last_seen_at)}</dd>
                    <dt>Times opened</dt>
                    <dd>{a.occurrences}</dd>
                  </dl>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <AccountAlerts alerts={account} busy={busy} error={error} resolve={resolve} />
    </>
  );
}

function AccountAlerts({
  alerts,
  busy,
  error,
  resolve,
}: {
  alerts: ProviderAlert[];
  busy: string | null;
  error: string | null;
  resolve: (a: ProviderAlert) => void;
}) {
  if (alerts.length === 0) return null;
  return (
    <section className={styles.alertPanel} role="alert" aria-labelledby="provider-alerts-title">
      <h2 id="provider-alerts-title" className={styles.alertPanelTitle}>
        Provider account needs attention
      </h2>
      <p className={styles.alertPanelLead}>
        VTpass refused purchases for a reason on our own account. Nothing was charged and each refused purchase was
        refunded to the customer at once; new ones will fail the same way until the account is put right.
      </p>
      {error && <p className={styles.alertPanelError}>{error}</p>}
      <ul className={styles.alertList}>
        {alerts.map((a) => (
          <li key={a.id} className={styles.alertItem} data-testid="provider-alert">
            <div className={styles.alertBody}>
              <p className={styles.alertHeading}>
                {PROVIDER[a.provider] ?? a.provider} code {a.code}: {a.message}
              </p>
              <dl className={styles.facts}>
                <dt>First seen</dt>
                <dd>{formatAdminDateTime(a.first_seen_at)}</dd>
                <dt>Last seen</dt>
                <dd>{formatAdminDateTime(a.last_seen_at)}</dd>
                <dt>Purchases affected</dt>
                <dd>{a.occurrences}</dd>
                {a.last_reference && (
                  <>
                    <dt>Last one</dt>
                    <dd>
                      <Link
                        className={`${styles.link} ${styles.mono}`}
                        href={`/admin/transactions?search=${encodeURIComponent(a.last_reference)}`}
                      >
                        {a.last_reference}
                      </Link>
                    </dd>
                  </>
                )}
              </dl>
            </div>
            <Button
              size="small"
              variant="secondary"
              onClick={() => resolve(a)}
              loading={busy === a.id}
              loadingText="Saving…"
              disabled={busy !== null}
            >
              Mark resolved
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
