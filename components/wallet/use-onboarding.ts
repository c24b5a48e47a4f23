"use client";
import { useCallback, useState, useSyncExternalStore } from "react";
import type { User } from "@/lib/contracts/user";
import { onboardingSeenAnswer } from "@/lib/client/contract-loaders";
import { bffPost } from "@/lib/client/bff-fetch";
import { useUser } from "@/lib/swr/use-user";
import { shouldShowOnboarding } from "./onboarding-rule";

const SESSION_KEY = "nw_onboarding_dismissed";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}
const dismissedInThisTab = () => window.sessionStorage.getItem(SESSION_KEY) === "1";

export function useOnboarding(user: User | undefined, suppressed: boolean) {
  const { mutate } = useUser();
  // On the server the tab's storage is unknown: assume dismissed so a seen user gets no flash.
  const dismissed = useSyncExternalStore(subscribe, dismissedInThisTab, () => true);
  const [closed, setClosed] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = !!user && !suppressed && !closed && shouldShowOnboarding(user, dismissed);

  const close = useCallback(() => {
    window.sessionStorage.setItem(SESSION_KEY, "1");
    setClosed(true);
  }, []);

  const gotIt = useCallback(async () => {
    setBusy(true);
    const res = await bffPost("/api/user/onboarding-seen", onboardingSeenAnswer);
    setBusy(false);
    close();
    if (res.ok)
      await mutate((cur) => (cur ? { data: { ...cur.data, onboarding_seen: true } } : cur), { revalidate: false });
  }, [close, mutate]);

  return { open, busy, gotIt, close };
}
