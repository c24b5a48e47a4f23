"use client";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/text-field";
import { bffPost } from "@/lib/client/bff-fetch";
import { releaseNotificationResponse, simulateTransferResponse } from "@/lib/contracts/sandbox";
import { formatKobo } from "@/lib/money";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { useRevalidateTransactions } from "@/lib/swr/use-transactions";
import { useUser } from "@/lib/swr/use-user";
import { parseSimulateAmount } from "./simulate-transfer-schema";
import { waitForCredit } from "./wait-for-credit";
import { DASHBOARD_MESSAGES, errorMessage } from "./wallet-messages";
import styles from "./wallet.module.css";

type Outcome = { tone: "success" | "info" | "error"; text: string };

/**
 * Sandbox only: asks the simulated bank to transfer an amount into the customer's virtual
 * account. The credit arrives by webhook, so the balance and history are read again until it shows.
 */
export function SimulateTransferForm() {
  const { user, mutate } = useUser();
  const revalidateHistory = useRevalidateTransactions();
  const [amount, setAmount] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [delay, setDelay] = useState(false);
  /** The last transfer whose notification the bank is holding back (released with the button). */
  const [held, setHeld] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = parseSimulateAmount(amount);
    if (!parsed.ok) {
      setFieldError(parsed.error);
      return;
    }
    setFieldError(null);
    setOutcome(null);
    setBusy(true);
    // The balance right before the transfer, read fresh: the credit is detected as a rise above it.
    const before = (await mutate())?.data.balance_kobo ?? user?.balance_kobo ?? 0;
    const res = await bffPost("/api/sandbox/simulate-transfer", simulateTransferResponse, {
      amount: parsed.amount,
      delay_notification: delay,
    });
    if (res.status === 401) {
      setOutcome({ tone: "error", text: DASHBOARD_MESSAGES.logIn });
      goToLogin();
      return;
    }
    if (!res.ok) {
      setBusy(false);
      const amountError = res.data.errors?.amount?.[0];
      if (amountError) setFieldError(amountError);
      else setOutcome({ tone: "error", text: errorMessage(res.data.message) });
      return;
    }
    if (delay) {
      setBusy(false);
      setAmount("");
      setHeld(res.data.transaction_reference);
      setOutcome({ tone: "info", text: `${res.data.message} Reference: ${res.data.transaction_reference}` });
      return;
    }
    setOutcome({ tone: "info", text: `${res.data.message || "Transfer simulated."} Waiting for the credit…` });
    await awaitCredit(before);
  }

  async function release() {
    if (!held) return;
    setBusy(true);
    const before = (await mutate())?.data.balance_kobo ?? user?.balance_kobo ?? 0;
    const res = await bffPost("/api/sandbox/release-notification", releaseNotificationResponse, {
      transaction_reference: held,
    });
    if (!alive.current) return;
    setBusy(false);
    if (!res.ok) {
      setOutcome({ tone: "error", text: errorMessage(res.data.message) });
      return;
    }
    setHeld(null);
    await revalidateHistory();
    const now = (await mutate())?.data.balance_kobo ?? before;
    setOutcome({
      tone: "success",
      text:
        now > before
          ? `${res.data.message} ${formatKobo(now - before)} received. Your balance is now ${formatKobo(now)}.`
          : `${res.data.message} Nothing more was credited: this transfer was already in your wallet.`,
    });
  }

  async function awaitCredit(before: number) {
    const credited = await waitForCredit(async () => (await mutate())?.data.balance_kobo, before, {
      cancelled: () => !alive.current,
    });
    await revalidateHistory();
    if (!alive.current) return;
    setBusy(false);
    if (credited !== null) {
      setAmount("");
      setOutcome({
        tone: "success",
        text: `${formatKobo(credited - before)} received. Your balance is now ${formatKobo(credited)}.`,
      });
    } else {
      setOutcome({ tone: "info", text: "The transfer is on its way. Your balance will update shortly." });
    }
  }

  return (
    <section className={styles.sandbox} aria-labelledby="simulate-title">
      <h3 className={styles.sandboxTitle} id="simulate-title">
        Simulate a bank transfer <span className={styles.sandboxTag}>Sandbox</span>
      </h3>
      <p className={styles.sandboxText}>
        Test mode only: pretend someone sent money to your virtual account. No real money moves.
      </p>
      <form className={styles.inlineForm} onSubmit={submit} noValidate>
        <TextField
          label="Amount (₦)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="5,000.00"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={fieldError ?? undefined}
          hint="From ₦1.00 to ₦10,000,000.00"
        />
        <Button type="submit" loading={busy} loadingText="Sending…">
          Simulate transfer
        </Button>
        <CheckboxField
          label="Bank delays the notification"
          name="delay_notification"
          checked={delay}
          onChange={(e) => setDelay(e.target.checked)}
          hint="The transfer reaches Monnify but no webhook is sent until you release it: try a missing-deposit claim."
        />
      </form>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {held && (
        <Button type="button" variant="secondary" onClick={release} loading={busy} loadingText="Releasing…">
          Release the notification
        </Button>
      )}
    </section>
  );
}
