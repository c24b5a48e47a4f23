"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { bffPost } from "@/lib/client/bff-fetch";
import { firstFieldErrors } from "@/lib/client/api-result";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { lagosToday } from "@/lib/dates";
import { depositClaimBody, depositClaimResponse, type DepositClaimResponse } from "@/lib/contracts/claims";
import styles from "./claims.module.css";

/**
 * "I sent money but my wallet was not credited": the amount, the day and, if known, the bank's
 * session id or reference. The answer comes at once: credited (with the receipt), already credited,
 * or a case the admin will answer.
 */
export function DepositClaimForm() {
  const router = useRouter();
  const [values, setValues] = useState({ amount: "", sent_on: lagosToday(new Date()), reference: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<DepositClaimResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (k: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setAnswer(null);
    setFailure(null);
    const body = { ...values, reference: values.reference || undefined };
    const parsed = depositClaimBody.safeParse(body);
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error.flatten().fieldErrors as Record<string, string[]>));
      return;
    }
    setErrors({});
    setBusy(true);
    const res = await bffPost("/api/claims", depositClaimResponse, body);
    setBusy(false);
    if (!res.ok) {
      const fields = firstFieldErrors(res.data.errors);
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        setFailure(res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? UNREACHABLE_MESSAGE));
      return;
    }
    setAnswer(res.data);
    if (res.data.result !== "case_opened") setValues((v) => ({ ...v, amount: "", reference: "" }));
    router.refresh();
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="claim-title">
      <TextField
        label="Amount you sent (₦)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="5,000.00"
        required
        value={values.amount}
        onChange={set("amount")}
        error={errors.amount}
      />
      <TextField
        label="Date you sent it"
        name="sent_on"
        type="date"
        required
        max={lagosToday(new Date())}
        value={values.sent_on}
        onChange={set("sent_on")}
        error={errors.sent_on}
      />
      <TextField
        label="Session ID or reference (optional)"
        name="reference"
        autoComplete="off"
        value={values.reference}
        onChange={set("reference")}
        error={errors.reference}
        hint="On your bank's receipt or debit alert. It helps us find the transfer faster."
      />
      <div>
        <Button type="submit" loading={busy} loadingText="Checking with the bank…">
          Check my transfer
        </Button>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      {answer && (
        <Alert tone={answer.result === "case_opened" ? "info" : "success"}>
          <span data-testid="claim-answer">{answer.message}</span>{" "}
          {answer.claim.transaction_id && answer.result !== "case_opened" ? (
            <Link href={`/transactions/${answer.claim.transaction_id}`}>View the receipt</Link>
          ) : (
            <Link href={`/claims/${answer.claim.id}`}>View the claim</Link>
          )}
        </Alert>
      )}
    </form>
  );
}
