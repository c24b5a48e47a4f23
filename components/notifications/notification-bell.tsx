"use client";
import Link from "next/link";
import { useIntentPrefetch } from "@/components/ui/intent-prefetch";
import { Icon } from "@/components/shell/icons";
import styles from "./notifications.module.css";
import { useUnreadCount } from "./unread-count";

/** "Notifications, 3 unread": the bell of the top bar, a link to /notifications. */
export function bellLabel(unread: number | undefined): string {
  if (!unread) return "Notifications, none unread";
  return `Notifications, ${unread} unread`;
}

export function NotificationBell() {
  const unread = useUnreadCount();
  const intent = useIntentPrefetch("/notifications");
  return (
    <Link
      href="/notifications"
      {...intent}
      className={styles.bell}
      aria-label={bellLabel(unread)}
      data-testid="notification-bell"
    >
      <Icon name="bell" size={22} />
      {unread ? (
        <span className={styles.badge} aria-hidden="true" data-testid="notification-count">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </Link>
  );
}
