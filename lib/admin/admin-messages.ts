/** The spec's admin texts (spec 8, Admin), word for word, and the few the admin screens add. */
export const ADMIN_MSG = {
  noToken: "No authentication token found",
  adminDataFailed: "Could not load admin data.",
  statsCould: "Could not load stats.",
  statsFailed: "Failed to load stats.",
  transactionsCould: "Could not load transactions.",
  transactionsFailed: "Failed to load transactions.",
  customersCould: "Could not load customers.",
  customersFailed: "Failed to load customers.",
  virtualAccountsCould: "Could not load virtual accounts.",
  virtualAccountsFailed: "Failed to load virtual accounts.",
  loginFailed: "Login failed. Please try again.",
  notAdmin: "This account does not have admin access.",
  sessionExpired: "Your admin session has ended. Please log in again.",
} as const;
