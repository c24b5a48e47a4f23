"use client";
import { useRouter } from "next/navigation";
import { mutate as revalidate } from "swr";
import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { bffPost } from "@/lib/client/bff-fetch";
import { incompletePin } from "@/lib/contracts/pin";
import { purchaseResponse, type PurchaseResponse } from "@/lib/contracts/purchases";
import { approvalBody, approvalRefusal, type PurchaseApproval } from "@/lib/purchases/approval";
import { clearEntryDraft } from "@/lib/purchases/entry-draft";
import { BUY_MSG, ENTRY_PAGE, RESULT_TITLE, SERVICE_NAME } from "@/lib/purchases/messages";
import { useDocumentTitle } from "@/components/ui/use-document-title";
import { purchaseOutcome, type PurchaseOutcome } from "@/lib/purchases/outcome";
import { purchaseFallback } from "@/lib/purchases/purchase-fallback";
import type { PurchaseService } from "@/lib/purchases/request-id";
import { summaryRows } from "@/lib/purchases/summary-rows";
import { summaryAmount, type SummaryQuery } from "@/lib/purchases/summary-query";
import { goToLogin, revalidateWallet } from "@/lib/swr/bff-fetcher";
import { PIN_STATUS_KEY } from "@/lib/swr/use-pin-status";
import { PinApproval } from "./pin-approval";
import { ApproveWithPasskey } from "@/components/passkeys/approve-with-passkey";
import { usePasskeys } from "@/lib/swr/use-passkeys";
import { formatNaira, nairaToKobo } from "@/lib/money";
import { PurchaseHeader } from "./purchase-header";
import { YourPrice } from "./your-price";
import { quoteKey, usePriceQuote } from "@/lib/swr/use-price-quote";
import { PurchaseResult } from "./purchase-result";
import { useUnconfirmedPurchase } from "./use-unconfirmed-purchase";
import { FundWalletLink } from "./fund-wallet-link";
import { LowBalanceNotice } from "./low-balance-notice";
import { useWallet } from "./use-wallet";
import { walletShortfallKobo } from "@/lib/purchases/wallet-cover";
import { SchedulePanel } from "@/components/schedules/schedule-panel";
import styles from "./purchases.module.css";

/** The purchase call of each service (spec 7.2), through the BFF. */
const PURCHASE_PATH: Record<PurchaseService, string> = {
  airtime: "/api/pay/airtime",
  data: "/api/data/purchase",
  electricity: "/api/electricity/purchase",
  paytv: "/api/paytv/purchase",
  exam: "/api/exampin/purchase",
};

/** How long the 'Invalid purchase details' message stays before the entry page opens. */
const INVALID_REDIRECT_MS = 2500;

/**
 * A summary page (spec 2.6 to 2.10): checks the query, shows the details, the PIN pad and
 * 'Confirm and Pay', then the result view. The request_id comes from the query, so paying again
 * after a lost answer is the same purchase for the API (no second debit, no second PIN asked).
 */
export function PurchaseSummary({
  service,
  title,
  query,
  missing,
  unavailable = null,
  paid = null,
}: {
  service: PurchaseService;
  title: string;
  query: SummaryQuery;
  missing: readonly string[];
  /** The message of a service an admin switched off: the summary refuses before anyone pays (issue 16). */
  unavailable?: string | null;
  /** This request id's purchase, when it was already paid: the page opens on its result. */
  paid?: PurchaseResponse | null;
}) {
  const router = useRouter();
  const entry = ENTRY_PAGE[service];
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<PurchaseOutcome | null>(() =>
    paid
      ? purchaseOutcome(
          service,
          { ok: true, status: 200, data: paid },
          purchaseFallback(service, query, new Date(paid.transaction_date)),
        )
      : null,
  );
  const [retryable, setRetryable] = useState(false);
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState<string | null>(null);
  // "Schedule" instead of paying now (issue 18): the same details, approved by the same PIN pad.
  const [scheduling, setScheduling] = useState(false);
  const invalid = missing.length > 0;
  // Approving with a passkey is offered to a customer who has one (added in the profile).
  const { passkeys } = usePasskeys();
  const hasPasskey = (passkeys?.length ?? 0) > 0;
  const total = summaryAmount(service, query);
  // The customer's own price at their level: what the debit (and a passkey approval) is.
  const { quote, error: quoteError } = usePriceQuote(
    invalid ? null : quoteKey(service, total, { network: query.networkId, variationCode: query.variationCode }),
  );
  // What the purchase will debit: the quote, or the face amount the API debits when the quote failed.
  // A passkey is offered, and the wallet judged, once it is known.
  const debitKobo = quote ? nairaToKobo(quote.price) : quoteError && total !== null ? nairaToKobo(total) : null;
  const { balance, balanceKobo } = useWallet();
  const shortfallKobo = walletShortfallKobo(balanceKobo, debitKobo);
  // Told before the PIN, not by a failed result; scheduling stays open (the wallet is judged on the day).
  const short = balance !== null && shortfallKobo !== null && shortfallKobo > 0;
  // An answer lost on the way (offline, a dropped connection): looked up by the request id until known.
  useUnconfirmedPurchase(service, outcome, purchaseFallback(service, query, new Date()), setOutcome);
  // The result view is no longer the summary: its tab says so ("Airtime purchase result").
  useDocumentTitle(outcome ? RESULT_TITLE[service] : null);

  useEffect(() => {
    if (!invalid) return;
    const t = setTimeout(() => router.replace(entry), INVALID_REDIRECT_MS);
    return () => clearTimeout(t);
  }, [invalid, entry, router]);

  /** The one pay call: the purchase with its approval (the PIN, or a passkey). */
  async function pay(approval: PurchaseApproval = { kind: "pin", pin }) {
    if (inFlight.current || unavailable) return;
    if (approval.kind === "pin") {
      const missingPin = incompletePin(approval.pin);
      if (missingPin) {
        setPinError(missingPin);
        return;
      }
    }
    inFlight.current = true;
    setBusy(true);
    // The API's request schemas and the phone library load when the customer pays, not with the page.
    const { confirmCheck } = await import("@/lib/purchases/confirm-check");
    const check = confirmCheck(service, query);
    if (!check.ok) {
      inFlight.current = false;
      setBusy(false);
      setError(check.message);
      return;
    }
    setError(null);
    setPinError(null);
    const body = { ...check.body, ...approvalBody(approval) };
    const res = await bffPost(PURCHASE_PATH[service], purchaseResponse, body);
    if (res.status === 401) {
      goToLogin();
      return;
    }
    inFlight.current = false;
    setBusy(false);
    const refused = approvalRefusal(res);
    if (refused) {
      // Not the purchase's outcome: nothing was paid; the customer tries the PIN again (or sets one).
      setOutcome(null); // a "Try again" from the result view comes back to the pad
      setPin("");
      setPinError(refused.message);
      if (refused.notSet || refused.locked) void revalidate(PIN_STATUS_KEY);
      return;
    }
    setRetryable(res.status === 0 || res.status >= 500);
    const next = purchaseOutcome(service, res, purchaseFallback(service, query, new Date()));
    // Paid (or being delivered): the next visit to the entry page starts clean. A failure keeps
    // the draft so 'Edit details' still has the values.
    if (next.kind !== "failed") clearEntryDraft(service);
    revalidateWallet();
    setOutcome(next);
  }

  if (invalid) {
    return (
      <div className={styles.page}>
        <PurchaseHeader title={title} backHref={entry} backLabel="Back" />
        <Alert tone="error">{BUY_MSG.invalidPurchase}</Alert>
        <p>
          Taking you back… <Link href={entry}>Start again</Link>
        </p>
      </div>
    );
  }

  if (outcome) {
    return (
      <div className={styles.page}>
        <PurchaseHeader title={`${SERVICE_NAME[service]} purchase`} />
        <PurchaseResult
          service={service}
          outcome={outcome}
          onChange={setOutcome}
          requestId={query.requestId ?? outcome.transaction.reference}
          query={query}
        />
        {((outcome.kind === "failed" && retryable) || outcome.kind === "unconfirmed") && (
          <Button variant="secondary" onClick={() => void pay()} loading={busy} loadingText="Processing...">
            Try again
          </Button>
        )}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PurchaseHeader
        title={title}
        subtitle="Check the details, then pay from your wallet."
        backHref={entry}
        backLabel="Back"
      />
      <Card title="Purchase summary">
        <dl className={styles.details} data-testid="purchase-summary">
          {summaryRows(service, query).map((r) => (
            <div key={r.label} className={styles.detail}>
              <dt>{r.label}</dt>
              <dd className={r.emphasis ? styles.amountBig : r.copy ? styles.copyValue : undefined}>
                {r.value}
                {r.copy && <CopyButton value={r.value} label={r.label.toLowerCase()} />}
              </dd>
            </div>
          ))}
          <div className={styles.detail}>
            <dt>Wallet balance</dt>
            <dd data-testid="summary-balance">{balance === null ? "—" : formatNaira(balance)}</dd>
          </div>
        </dl>
        <YourPrice quote={quote} />
      </Card>
      {short && <LowBalanceNotice balance={balance} shortfallKobo={shortfallKobo} />}
      <PinApproval
        pin={pin}
        onPinChange={setPin}
        error={pinError}
        disabled={busy}
        onEnter={!scheduling && !busy && unavailable === null && !short ? () => void pay() : undefined}
      />
      {scheduling && (
        <SchedulePanel
          service={service}
          query={query}
          pin={pin}
          onPinRefused={setPinError}
          disabled={unavailable !== null}
          passkeyAmountKobo={hasPasskey && total !== null ? nairaToKobo(total) : null}
        />
      )}
      {!scheduling && hasPasskey && debitKobo !== null && (
        <ApproveWithPasskey
          requestId={query.requestId}
          amountKobo={debitKobo}
          disabled={busy || unavailable !== null || short}
          onApproved={(assertion) => void pay({ kind: "passkey", assertion })}
        />
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {unavailable && (
        <Alert tone="warning" title="Service unavailable">
          {unavailable} Please try again later; nothing has been charged.
        </Alert>
      )}
      <div className={styles.actions}>
        <ButtonLink href={entry} variant="secondary">
          Edit details
        </ButtonLink>
        <Button variant="secondary" onClick={() => setScheduling((v) => !v)} aria-expanded={scheduling}>
          {scheduling ? "Pay now instead" : "Schedule"}
        </Button>
        {!scheduling && (
          <Button
            onClick={() => void pay()}
            loading={busy}
            loadingText="Processing..."
            disabled={busy || unavailable !== null || short}
          >
            Confirm and Pay
          </Button>
        )}
        {short && <FundWalletLink />}
      </div>
    </div>
  );
}
