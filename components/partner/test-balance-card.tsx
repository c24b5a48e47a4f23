"use client";
import { useState } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/spinner";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffPost } from "@/lib/client/bff-fetch";
import { testBalanceResponse, testTopupResponse } from "@/lib/contracts/partner";
import { formatNaira } from "@/lib/money";
import { bffJsonFetcher, goToLogin } from "@/lib/swr/bff-fetcher";
import styles from "./partner.module.css";

const PATH = "/api/api-keys/test-balance";
const fetchBalance = bffJsonFetcher(testBalanceResponse);
const TOPUP_NAIRA = 10_000;

/** Test mode's balance (its own database, no real money) and the button that adds play money. */
export function TestBalanceCard() {
  const { data, error, isLoading, mutate } = useSWR(PATH, fetchBalance);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function topUp() {
    setBusy(true);
    setFeedback(null);
    const res = await bffPost("/api/api-keys/test-topup", testTopupResponse, { amount: TOPUP_NAIRA });
    if (res.status === 401) return goToLogin();
    setBusy(false);
    if (res.ok) {
      await mutate({ status: "success", balance: res.data.balance }, { revalidate: false });
      setFeedback({ tone: "success", text: res.data.message });
    } else {
      const text = res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.errors?.amount?.[0] ?? res.data.message);
      setFeedback({ tone: "error", text: text ?? "Could not top up." });
    }
  }

  return (
    <Card title="Test balance">
      <p className={styles.muted}>
        Test keys (<code>nw_test_…</code>) spend this balance against the sandbox simulators. It is not money and never
        appears in your wallet, history or statements.
      </p>
      {isLoading && <Skeleton height="2rem" />}
      {error && !data && <Alert tone="error">Could not load your test balance.</Alert>}
      {data && (
        <p className={styles.balance} data-testid="test-balance">
          {formatNaira(data.balance)}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" loading={busy} onClick={topUp}>
          Add {formatNaira(TOPUP_NAIRA)} test money
        </Button>
      </div>
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
    </Card>
  );
}
