"use client";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { Skeleton } from "@/components/ui/spinner";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffPost } from "@/lib/client/bff-fetch";
import { apiKeysResponse, PARTNER_MSG, type ApiKeyView } from "@/lib/contracts/partner";
import { formatLagosDateTimeText } from "@/lib/dates";
import { bffJsonFetcher, goToLogin } from "@/lib/swr/bff-fetcher";
import { z } from "zod";
import { CreateKeyForm } from "./create-key-form";
import { TestBalanceCard } from "./test-balance-card";
import styles from "./partner.module.css";

const PATH = "/api/api-keys";
const fetchKeys = bffJsonFetcher(apiKeysResponse);
const revoked = z.object({ message: z.string() });

/** The Developers page: the customer's API keys, a new one (shown once), and the test balance. */
export function ApiKeysPanel() {
  const { data, error, isLoading, mutate } = useSWR(PATH, fetchKeys);
  const [created, setCreated] = useState<string | null>(null);
  const secretRef = useRef<HTMLDivElement>(null);
  // The key is shown once, above the form the customer scrolled down to: it is brought into view and focused.
  useEffect(() => {
    if (!created) return;
    secretRef.current?.scrollIntoView({ block: "center" });
    secretRef.current?.focus({ preventScroll: true });
  }, [created]);

  return (
    <div className={styles.cards}>
      {created && (
        <Card title="Your new API key">
          <div className={styles.secret} data-testid="new-api-key" ref={secretRef} tabIndex={-1}>
            <Alert tone="warning">Copy this key now and keep it secret: it will not be shown again.</Alert>
            <code>{created}</code>
            <div className={styles.actions}>
              <CopyButton value={created} label="API key" />
              <Button variant="secondary" size="small" onClick={() => setCreated(null)}>
                I have saved it
              </Button>
            </div>
          </div>
        </Card>
      )}
      <Card title="Create an API key">
        {data && !data.can_create ? (
          <p className={styles.muted}>
            {PARTNER_MSG.notAllowed} <Link href="/make-money">Go to Make Money</Link>
          </p>
        ) : (
          <CreateKeyForm
            testModeAvailable={data?.test_mode_available ?? true}
            onCreated={async (key) => {
              setCreated(key);
              await mutate();
            }}
          />
        )}
      </Card>
      <Card title="Your API keys">
        {isLoading && <Skeleton height="4rem" />}
        {error && !data && <Alert tone="error">Could not load your API keys.</Alert>}
        {data && data.keys.length === 0 && <p className={styles.muted}>You have no API keys yet.</p>}
        {data && data.keys.length > 0 && (
          <ul className={styles.keys} aria-label="API keys">
            {data.keys.map((k) => (
              <KeyRow key={k.id} apiKey={k} onRevoked={() => mutate()} />
            ))}
          </ul>
        )}
      </Card>
      {data?.test_mode_available !== false && <TestBalanceCard />}
    </div>
  );
}

function KeyRow({ apiKey: k, onRevoked }: { apiKey: ApiKeyView; onRevoked: () => void }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function revoke() {
    if (!window.confirm(`Revoke "${k.name}"? Calls made with it will be refused at once.`)) return;
    setBusy(true);
    setProblem(null);
    const res = await bffPost(`${PATH}/${k.id}/revoke`, revoked);
    if (res.status === 401) return goToLogin();
    setBusy(false);
    if (res.ok) onRevoked();
    else setProblem(res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "Could not revoke the key."));
  }
  return (
    <li className={styles.key}>
      <div className={styles.keyHead}>
        <span className={[styles.name, k.revoked_at ? styles.revoked : ""].join(" ")}>{k.name}</span>
        <span className={[styles.badge, k.mode === "live" ? styles.live : styles.test].join(" ")}>
          {k.mode === "live" ? "Live" : "Test"}
        </span>
      </div>
      <p className={styles.meta}>
        <code>{k.prefix}…</code> · created {formatLagosDateTimeText(k.created_at)}
      </p>
      <p className={styles.meta}>
        Last used:{" "}
        {k.last_used_at ? `${formatLagosDateTimeText(k.last_used_at)} from ${k.last_used_ip ?? "?"}` : "never"}
      </p>
      <p className={styles.meta}>Allowed addresses: {k.allowed_ips.length ? k.allowed_ips.join(", ") : "any"}</p>
      {k.revoked_at ? (
        <p className={styles.meta}>Revoked {formatLagosDateTimeText(k.revoked_at)}</p>
      ) : (
        <div className={styles.actions}>
          <Button variant="danger" size="small" loading={busy} onClick={revoke}>
            Revoke<span className="visually-hidden"> {k.name}</span>
          </Button>
        </div>
      )}
      {problem && <Alert tone="error">{problem}</Alert>}
    </li>
  );
}
