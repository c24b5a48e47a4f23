"use client";
import { useCallback, useState } from "react";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffPost } from "@/lib/client/bff-fetch";
import { accountRefreshAnswer } from "@/lib/client/contract-loaders";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { useUser } from "@/lib/swr/use-user";
import { DASHBOARD_MESSAGES, errorMessage } from "./wallet-messages";

export type Feedback = { tone: "success" | "info" | "error"; text: string };

/** The refresh-account-details action: POST /api/account/refresh, then the user is read again. */
export function useRefreshAccount() {
  const { mutate } = useUser();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const refresh = useCallback(async () => {
    setBusy(true);
    setFeedback(null);
    const res = await bffPost("/api/account/refresh", accountRefreshAnswer);
    if (res.status === 401) {
      setFeedback({ tone: "error", text: DASHBOARD_MESSAGES.logIn });
      goToLogin();
      return;
    }
    if (!res.ok) {
      setBusy(false);
      setFeedback({
        tone: "error",
        text: errorMessage(res.status === 0 ? UNREACHABLE_MESSAGE : res.data.message),
      });
      return;
    }
    await mutate();
    setBusy(false);
    const active = res.data.virtual_account_status === "active";
    setFeedback({
      tone: active ? "success" : res.data.virtual_account_status === "failed" ? "error" : "info",
      text: res.data.message || "Account details refreshed.",
    });
  }, [mutate]);

  return { refresh, busy, feedback };
}
