import type { User } from "@/lib/contracts/user";

/**
 * Spec 4: the onboarding modal shows when the balance is 0 or it was never dismissed. "Got It",
 * or closing it (×, Escape), records onboarding_seen on the server; with a zero balance it shows
 * again in a later browser session (not on every page load of this one). Leaving it for the
 * BVN/NIN form does not dismiss it.
 */
export function shouldShowOnboarding(
  user: Pick<User, "onboarding_seen" | "balance_kobo">,
  dismissedThisSession: boolean,
): boolean {
  return !user.onboarding_seen || (user.balance_kobo === 0 && !dismissedThisSession);
}
