"use client";
import { useCallback, useState } from "react";
import { copyText } from "./copy-text";
import { HIGHLIGHT_MS, useTimedFlag } from "./use-timed-flag";
import { DASHBOARD_MESSAGES } from "./wallet-messages";

/** Copy the account number with visible feedback ("Copied") for two seconds, or what the account's state says when there is none. */
export function useCopyAccountNumber(
  accountNumber: string | null | undefined,
  onCopied?: () => void,
  missingMessage: string = DASHBOARD_MESSAGES.noAccountNumber,
) {
  const [copied, raiseCopied] = useTimedFlag(HIGHLIGHT_MS);
  const [error, setError] = useState<string | null>(null);
  const copy = useCallback(async () => {
    if (!accountNumber) {
      setError(missingMessage);
      return;
    }
    const ok = await copyText(accountNumber);
    if (!ok) {
      setError("Could not copy. Please select the account number and copy it.");
      return;
    }
    setError(null);
    raiseCopied();
    onCopied?.();
  }, [accountNumber, onCopied, raiseCopied, missingMessage]);
  return { copy, copied, error };
}
