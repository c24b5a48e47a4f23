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

/**
 * The dashboard's provider account alerts: VTpass refused purchases for our own account's sake
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
