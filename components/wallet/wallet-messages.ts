/** The dashboard's messages (spec 8, "Dashboard"). */
export const DASHBOARD_MESSAGES = {
  logIn: "Please log in to continue.",
  accountNotLoaded: "Virtual account details not loaded. Please try refreshing.",
  userLoadFailed: "Could not load user data.",
  transactionsFailed: "Failed to load transactions.",
  noAccountNumber: "No account number available. Please refresh or contact support.",
  accountPending: "Your virtual account is being set up.",
} as const;

/** 'Error: {message}' (spec 8). */
export const errorMessage = (message: string | undefined | null) =>
  `Error: ${message?.trim() || "Something went wrong. Please try again."}`;
