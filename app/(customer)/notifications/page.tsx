import type { Metadata } from "next";
import { NotificationsView } from "@/components/notifications/notifications-view";
import styles from "@/components/purchases/purchases.module.css";
import { PageHeader } from "@/components/wallet/page-header";

export const metadata: Metadata = { title: "Notifications" };

/** The customer's notifications (issue 18): credits, purchases, refunds, alerts and security events. */
export default function NotificationsPage() {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Notifications"
        description="Your wallet's credits, purchases, refunds, alerts and security events. Choose what we send on your profile."
      />
      <NotificationsView />
    </div>
  );
}
