/**
 * Answers' contracts loaded on first use (AnswerSchema in api-result.ts), for the client code of the
 * pages that hydrate without zod: the dashboard, the history, sign-in and the purchase entry pages
 * (README, "No zod before the customer acts").
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

// The purchase entry forms' lists and checks: the first list comes seeded from the server page,
// the rest are read as the customer chooses.
const purchases = () => import("@/lib/contracts/purchases");
export const airtimeNetworksAnswer = () => purchases().then((m) => m.airtimeNetworksResponse);
export const dataNetworksAnswer = () => purchases().then((m) => m.dataNetworksResponse);
export const dataPlansAnswer = () => purchases().then((m) => m.dataPlansResponse);
export const discosAnswer = () => purchases().then((m) => m.discosResponse);
export const paytvPlansAnswer = () => purchases().then((m) => m.paytvPlansResponse);
export const examTypesAnswer = () => purchases().then((m) => m.examTypesResponse);
export const examVariationsAnswer = () => purchases().then((m) => m.examVariationsResponse);
export const smartcardVerifyAnswer = () => purchases().then((m) => m.smartcardVerifyResponse);
export const jambProfileAnswer = () => purchases().then((m) => m.jambProfileResponse);
export const beneficiariesAnswer = () => import("@/lib/contracts/beneficiaries").then((m) => m.beneficiariesResponse);
export const priceQuoteAnswer = () => import("@/lib/contracts/price-quote").then((m) => m.priceQuoteResponse);
