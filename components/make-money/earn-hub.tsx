import Link from "next/link";
import { Icon, type IconName } from "@/components/shell/icons";
import { referralHubLine } from "@/lib/referrals/referral-terms";
import styles from "./make-money.module.css";

interface Way {
  href: string;
  icon: IconName;
  title: string;
  detail: string;
}

/**
 * Make Money's hub (issue 20): what "Make Money" and "Get Paid" open. Every way this product pays a
 * customer or lets them resell, each one tap away: bulk purchases, the partner API (keys, webhooks,
 * the developers' docs), referrals and invoices.
 */
export function EarnHub({
  reseller,
  referrals,
}: {
  /** At the Reseller level or above: API keys are theirs to create. */
  reseller: boolean;
  referrals: { enabled: boolean; threshold: number; bonus: number };
}) {
  const ways: Way[] = [
    {
      href: "/bulk",
      icon: "grid",
      title: "Bulk purchases",
      detail: "Buy airtime or data for up to 1,000 numbers from one CSV file, at your level's price.",
    },
    {
      href: "/api-keys",
      icon: "settings",
      title: "API keys",
      detail: reseller
        ? "Sell from your own website or app through the partner API, with live and test keys."
        : "Sell from your own website or app through the partner API. For Resellers: upgrade below.",
    },
    {
      href: "/webhooks",
      icon: "bell",
      title: "Webhooks",
      detail: "Signed notices to your server when a purchase is delivered, fails or is refunded.",
    },
    {
      href: "/developers",
      icon: "list",
      title: "Developer docs",
      detail: "The partner API's calls, test mode and webhooks, with curl and JavaScript examples.",
    },
    {
      href: "#invite",
      icon: "users",
      title: "Invite friends",
      detail: referrals.enabled
        ? referralHubLine(referrals)
        : "The referral programme is paused for now; see what your referrals earned.",
    },
    {
      href: "/invoices",
      icon: "invoice",
      title: "Invoices",
      detail: "Get paid by your own customers: send an invoice they pay by transfer or card.",
    },
  ];
  return (
    <nav aria-label="Ways to earn">
      <ul className={styles.hub}>
        {ways.map((w) => (
          <li key={w.href}>
            <Link href={w.href} className={styles.way}>
              <span className={styles.wayIcon} aria-hidden="true">
                <Icon name={w.icon} />
              </span>
              <span className={styles.wayText}>
                <span className={styles.wayTitle}>{w.title}</span>
                <span className={styles.wayDetail}>{w.detail}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
