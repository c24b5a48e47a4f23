/**
 * Answers' contracts loaded on first use (AnswerSchema in api-result.ts), for the client code of the
 * pages that hydrate without zod: the dashboard, the history and sign-in (README, "No zod before the customer acts").
 * Each import runs when a call is answered, never when this module loads.
 */
export const userAnswer = () => import("@/lib/contracts/user").then((m) => m.userResponse);
export const onboardingSeenAnswer = () => import("@/lib/contracts/user").then((m) => m.onboardingSeenResponse);
export const transactionsAnswer = () => import("@/lib/contracts/wallet").then((m) => m.transactionsResponse);
export const accountRefreshAnswer = () => import("@/lib/contracts/wallet").then((m) => m.accountRefreshResponse);
export const unreadCountAnswer = () => import("@/lib/contracts/notification-count").then((m) => m.unreadCountResponse);
export const sessionLoginAnswer = () => import("@/lib/contracts/account").then((m) => m.sessionLoginResponse);
export const messageAnswer = () => import("@/lib/contracts/common").then((m) => m.messageResponse);
export const passkeyRequestOptionsAnswer = () =>
  import("@/lib/contracts/passkeys").then((m) => m.requestOptionsResponse);
