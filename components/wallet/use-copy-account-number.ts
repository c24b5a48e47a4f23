"use client";
import { useCallback, useState } from "react";
import { copyText } from "./copy-text";
import { HIGHLIGHT_MS, useTimedFlag } from "./use-timed-flag";
import { DASHBOARD_MESSAGES } from "./wallet-messages";

/**
 * Copy the account number with visible feedback ("Copied") for two seconds. Offered only once
 * there is a number; should it be missing all the same, the spec's "No account number available".
 */
export function useCopyAccountNumber(accountNumber: string | null | undefined, onCopied?: () => void) {
  const [copied, raiseCopied] = useTimedFlag(HIGHLIGHT_MS);
  const [error, setError] = useState<string | null>(null);
  const copy = useCallback(async () => {
    if (!accountNumber) {
      setError(DASHBOARD_MESSAGES.noAccountNumber);
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
  }, [accountNumber, onCopied, raiseCopied]);
  return { copy, copied, error };
}
