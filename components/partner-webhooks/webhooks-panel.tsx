"use client";
import Link from "next/link";
import { useState } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffPost } from "@/lib/client/bff-fetch";
import { messageResponse } from "@/lib/contracts/common";
import { webhookDeliveriesResponse, webhookEndpointsResponse } from "@/lib/contracts/partner-webhooks";
import { WEBHOOK_VERIFY_JS } from "@/lib/partner/webhook-docs";
import { bffJsonFetcher } from "@/lib/swr/bff-fetcher";
import { DeliveryRow } from "./delivery-row";
import { WebhookEndpointForm } from "./webhook-endpoint-form";
import page from "@/components/ui/page-column.module.css";
import rows from "@/components/ui/row-list.module.css";
import styles from "./webhooks.module.css";

const fetchEndpoints = bffJsonFetcher(webhookEndpointsResponse);
const fetchDeliveries = bffJsonFetcher(webhookDeliveriesResponse);

/** Webhook URLs per mode, the deliveries with their answers (refreshed), and replay. */
export function WebhooksPanel() {
  const endpoints = useSWR("/api/webhooks", fetchEndpoints);
  const [mode, setMode] = useState<"live" | "test">("live");
  const deliveries = useSWR(`/api/webhook-deliveries?per_page=20&mode=${mode}`, fetchDeliveries, {
    refreshInterval: 5000,
  });
  const [replayMsg, setReplayMsg] = useState<string | null>(null);

  async function replay(id: string) {
    const res = await bffPost(`/api/webhook-deliveries/${id}/replay`, messageResponse);
    setReplayMsg(res.ok ? res.data.message : (res.data.message ?? UNREACHABLE_MESSAGE));
    await deliveries.mutate();
  }

  return (
    <>
      <Card title="Your webhook URLs" titleAs="h2">
        <p className={page.intro}>
          We POST an event when a purchase is delivered, fails, is refunded or reversed, when your wallet is funded and
          when a customer pays one of your invoices. Live events come from your real purchases; test events from the
          test mode of the partner API.
        </p>
        {endpoints.error && <Alert tone="error">Could not load your webhooks. Try again.</Alert>}
        {!endpoints.data && !endpoints.error && <p role="status">Loading…</p>}
        {endpoints.data &&
          (["live", "test"] as const).map((mode) => (
            <WebhookEndpointForm
              key={mode}
              mode={mode}
              endpoint={endpoints.data?.endpoints.find((e) => e.mode === mode)}
              onChange={() => void endpoints.mutate()}
            />
          ))}
      </Card>
      <Card title="Recent deliveries" titleAs="h2">
        <div className={styles.modes} role="group" aria-label="Deliveries of">
          {(["live", "test"] as const).map((m) => (
            <Button
              key={m}
              type="button"
              size="small"
              variant={m === mode ? "primary" : "secondary"}
              aria-pressed={m === mode}
              onClick={() => {
                setMode(m);
                setReplayMsg(null);
              }}
            >
              {m === "live" ? "Live events" : "Test events"}
            </Button>
          ))}
        </div>
        {replayMsg && <Alert tone="info">{replayMsg}</Alert>}
        {deliveries.error && <Alert tone="error">Could not load the deliveries. Try again.</Alert>}
        {deliveries.data && deliveries.data.deliveries.length === 0 && (
          <p className={page.intro}>No deliveries yet: events appear here once a webhook URL is set.</p>
        )}
        {deliveries.data && deliveries.data.deliveries.length > 0 && (
          <ul className={rows.list}>
            {deliveries.data.deliveries.map((d) => (
              <DeliveryRow key={d.id} d={d} onReplay={(id) => void replay(id)} />
            ))}
          </ul>
        )}
      </Card>
      <Card title="Verifying the signature" titleAs="h2">
        <p className={page.intro}>
          Each delivery carries <code>X-NairaWallet-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>: an
          HMAC-SHA512 of <code>t + &quot;.&quot; + body</code> with your secret. Failed deliveries are retried with
          growing pauses for 24 hours; use <code>X-NairaWallet-Event-Id</code> to ignore repeats. The events, their body
          and the retry rules are on the <Link href="/developers#webhooks">partner API documentation</Link>.
        </p>
        <pre className={styles.code} tabIndex={0} role="region" aria-label="JavaScript: verify a webhook">
          <code>{WEBHOOK_VERIFY_JS}</code>
        </pre>
      </Card>
    </>
  );
}
