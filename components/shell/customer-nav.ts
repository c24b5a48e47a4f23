import type { IconName } from "./icons";

export interface NavItem {
  label: string;
  href: string;
  icon: IconName;
}

/**
 * "Get Paid" (spec 2.5) opens the Make Money hub at its ways to earn (issue 20). Its own address (an
 * anchor) keeps it from being marked the page shown beside "Make Money" on /make-money (NavLink
 * marks plain paths only).
 */
export const GET_PAID_HREF = "/make-money#ways";

/**
 * The Fund Account view: the dashboard with its funding details open (components/wallet/
 * dashboard-view.tsx reads FUND_PARAM). Every "Fund Account" and "Fund wallet" link goes here.
 */
export const FUND_PARAM = "fund";
export const FUND_WALLET_HREF = `/dashboard?${FUND_PARAM}=1`;

/** Sidebar of spec 2.5, limited to entries with a real page (Buy from China has none). */
export const CUSTOMER_SIDEBAR: readonly NavItem[] = [
  { label: "Dashboard", href: "/dashboard", icon: "home" },
  { label: "Fund Account", href: FUND_WALLET_HREF, icon: "wallet" },
  { label: "Bills Payment", href: "/dashboard#bills", icon: "bills" },
  { label: "Transactions", href: "/transactions", icon: "list" },
  { label: "Beneficiaries", href: "/beneficiaries", icon: "star" },
  { label: "Schedules", href: "/schedules", icon: "clock" },
  { label: "Statements", href: "/statements", icon: "statement" },
  { label: "Insights", href: "/insights", icon: "chart" },
  { label: "My claims", href: "/claims", icon: "help" },
  { label: "Make Money", href: "/make-money", icon: "cash" },
  { label: "Bulk purchases", href: "/bulk", icon: "grid" },
  { label: "API keys", href: "/api-keys", icon: "settings" },
  { label: "Webhooks", href: "/webhooks", icon: "webhook" },
  { label: "Send Invoice", href: "/invoices", icon: "invoice" },
  { label: "Get Paid", href: GET_PAID_HREF, icon: "cash" },
  { label: "Business details", href: "/business", icon: "briefcase" },
  { label: "Profile", href: "/profile", icon: "user" },
];

/**
 * Bottom bar at 768 px or less; Business opens Get Paid / Invoice / Business details. "Get Paid" is
 * the spec's entry to the reseller offer (issue 20): the Make Money hub, as in the sidebar.
 */
export const CUSTOMER_BOTTOM_BAR: readonly NavItem[] = [
  { label: "Home", href: "/dashboard", icon: "home" },
  { label: "Bills & Services", href: "/dashboard#bills", icon: "grid" },
  { label: "Virtual Account", href: FUND_WALLET_HREF, icon: "bank" },
];

export const CUSTOMER_BUSINESS_MENU: readonly NavItem[] = [
  { label: "Get Paid", href: GET_PAID_HREF, icon: "cash" },
  { label: "Invoice", href: "/invoices", icon: "invoice" },
  { label: "Business details", href: "/business", icon: "briefcase" },
];

/** The more-options menu of the mobile top bar. */
export const CUSTOMER_MORE_MENU: readonly NavItem[] = [
  { label: "Transactions", href: "/transactions", icon: "list" },
  { label: "Beneficiaries", href: "/beneficiaries", icon: "star" },
  { label: "Schedules", href: "/schedules", icon: "clock" },
  { label: "Statements", href: "/statements", icon: "statement" },
  { label: "Insights", href: "/insights", icon: "chart" },
  { label: "My claims", href: "/claims", icon: "help" },
  { label: "Fund Account", href: FUND_WALLET_HREF, icon: "wallet" },
  { label: "Make Money", href: "/make-money", icon: "cash" },
  { label: "Bulk purchases", href: "/bulk", icon: "grid" },
  { label: "API keys", href: "/api-keys", icon: "settings" },
  { label: "Webhooks", href: "/webhooks", icon: "webhook" },
  { label: "Send Invoice", href: "/invoices", icon: "invoice" },
];

export const ADMIN_SIDEBAR: readonly NavItem[] = [
  { label: "Dashboard", href: "/admin/dashboard", icon: "chart" },
  { label: "Customers", href: "/admin/customers", icon: "users" },
  { label: "Transactions", href: "/admin/transactions", icon: "list" },
  { label: "Virtual Accounts", href: "/admin/virtual-accounts", icon: "bank" },
  { label: "Settings", href: "/admin/settings", icon: "settings" },
];
