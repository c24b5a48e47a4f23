/**
 * The `code` an error answer carries where a client acts on the reason rather than only showing the
 * message (the web offers to fund the wallet; a partner's code tops up and retries). Zod-free: the
 * entry forms read it before any contract loads.
 */
export const ERROR_CODES = {
  /** 400: the wallet cannot pay a purchase (the web's, the partner API's) or a level upgrade; a schedule skips on it. */
  insufficientBalance: "insufficient_balance",
} as const;
