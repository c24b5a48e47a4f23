/**
 * The `code` an error answer carries where a client acts on the reason rather than only showing the
 * message (the web offers to fund the wallet; a partner's code tops up and retries). Zod-free: the
 * entry forms read it before any contract loads.
 */
export const ERROR_CODES = {
  /** 400 from a purchase, a level upgrade, a scheduled or bulk purchase: the wallet cannot pay it. */
  insufficientBalance: "insufficient_balance",
} as const;
