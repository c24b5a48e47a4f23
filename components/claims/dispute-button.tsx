"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { bffPost } from "@/lib/client/bff-fetch";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { disputeResponse, type DisputeResponse } from "@/lib/contracts/claims";
import { lagosDateTime } from "./case-dates";
import styles from "./claims.module.css";

/** VTpass's proof of a delivery: its reference, the token or pins, and when. */
function Proof({ proof }: { proof: NonNullable<DisputeResponse["proof"]> }) {
  const rows: [string, string][] = [
    ...(proof.provider_reference ? ([["Provider reference", proof.provider_reference]] as [string, string][]) : []),
    ...(proof.token ? ([["Token", proof.token]] as [string, string][]) : []),
    ...(proof.units ? ([["Units", proof.units]] as [string, string][]) : []),
    ...proof.pins.map((p, i) => [proof.pins.length > 1 ? `PIN ${i + 1}` : "PIN", p] as [string, string]),
    ...(proof.delivered_at ? ([["Delivered", lagosDateTime(proof.delivered_at)]] as [string, string][]) : []),
  ];
  return (
    <dl className={styles.facts} data-testid="dispute-proof">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd className={styles.mono}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * "I did not receive it" on a purchase: VTpass is asked at once; the answer is the proof of
 * delivery, the refund, or a case we answer by email.
 */
export function DisputeButton({ id }: { id: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<DisputeResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The button is disabled while VTpass is asked, and a disabled button loses focus to the page's
  // body: the answer (or the failure) takes it, so a keyboard or screen reader user goes on from it.
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer || failure) answerRef.current?.focus();
  }, [answer, failure]);

  async function dispute() {
    setBusy(true);
    setFailure(null);
    const res = await bffPost(`/api/transactions/${id}/dispute`, disputeResponse);
    setBusy(false);
    if (!res.ok) {
      setFailure(res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? UNREACHABLE_MESSAGE));
      return;
    }
    setAnswer(res.data);
    router.refresh();
  }

  return (
    <div className={styles.proof}>
      <Button type="button" variant="secondary" fullWidth onClick={dispute} loading={busy} loadingText="Asking VTpass…">
        I did not receive it
      </Button>
      <div ref={answerRef} tabIndex={-1} className={styles.answer}>
        {failure && <Alert tone="error">{failure}</Alert>}
        {answer && (
          <Alert tone={answer.result === "case_opened" ? "info" : "success"}>
            <span data-testid="dispute-answer">{answer.message}</span>{" "}
            {answer.claim && <Link href={`/claims/${answer.claim.id}`}>View the claim</Link>}
          </Alert>
        )}
      </div>
      {answer?.proof && <Proof proof={answer.proof} />}
    </div>
  );
}
