/** The dashboard's messages (spec 8, "Dashboard"), and those of the account number's states. */
export const DASHBOARD_MESSAGES = {
  logIn: "Please log in to continue.",
  accountNotLoaded: "Virtual account details not loaded. Please try refreshing.",
  userLoadFailed: "Could not load user data.",
  transactionsFailed: "Failed to load transactions.",
  noAccountNumber: "No account number available. Please refresh or contact support.",
  accountPending: "Your virtual account is being set up.",
  accountPendingShort: "Your account number is being set up. It will show on your dashboard shortly.",
  askTitle: "Get your account number",
  askText:
    "Banks need your BVN or NIN to open an account number in your name (a Central Bank of Nigeria rule since September 2024). Give one to get your account number and fund your wallet.",
  refusedTitle: "The bank did not accept your BVN or NIN.",
  refusedWhatToDo: "Check the number, and whether it is a BVN or a NIN, then try again.",
  askingNow: "We are asking the bank now.",
} as const;

/** 'Error: {message}' (spec 8). */
export const errorMessage = (message: string | undefined | null) =>
  `Error: ${message?.trim() || "Something went wrong. Please try again."}`;
