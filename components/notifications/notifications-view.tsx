"use client";
import Link from "next/link";
import { useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/spinner";
import { useFocusNotice } from "@/components/ui/use-focus-notice";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffPost } from "@/lib/client/bff-fetch";
import { markReadResponse, notificationListResponse, type NotificationItem } from "@/lib/contracts/notifications";
import { formatLagosDateTimeText } from "@/lib/dates";
import { bffJsonFetcher, goToLogin } from "@/lib/swr/bff-fetcher";
import { NotificationBody } from "./notification-body";
import styles from "./notifications.module.css";
import { UNREAD_COUNT_PATH } from "./unread-count";

const PER_PAGE = 10;
const fetchList = bffJsonFetcher(notificationListResponse);

function Row({ n, onRead, busy }: { n: NotificationItem; onRead: (id: string) => void; busy: boolean }) {
  const unread = !n.read_at;
  return (
    <li className={[styles.item, unread ? styles.unread : ""].join(" ")} data-testid="notification">
      <div className={styles.text}>
        <h2 className={styles.title}>
          {n.link ? <Link href={n.link}>{n.title}</Link> : n.title}
          {unread && <span className="visually-hidden"> (unread)</span>}
        </h2>
        <p className={styles.body}>
          <NotificationBody text={n.body} />
        </p>
        <p className={styles.meta}>
          <time dateTime={n.created_at}>{formatLagosDateTimeText(n.created_at)}</time>
          {unread ? " · Unread" : ""}
        </p>
      </div>
      {unread && (
        <Button
          variant="secondary"
          size="small"
          onClick={() => onRead(n.id)}
          aria-busy={busy}
          aria-label={`Mark "${n.title}" as read`}
        >
          Mark as read
        </Button>
      )}
    </li>
  );
}

/** The customer's notifications, newest first, 10 a page, with mark read and mark all read. */
export function NotificationsView() {
  const [page, setPage] = useState(1);
  const key = `/api/notifications?page=${page}&per_page=${PER_PAGE}`;
  const { data, error, isLoading, mutate } = useSWR(key, fetchList);
  const { mutate: mutateGlobal } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  // A mark read takes away the button pressed ("Mark as read", and "Mark all as read" at none
  // unread): focus would fall to the page's body and a keyboard user start again from the top, so
  // once the list is read again it goes to the notice, as on /beneficiaries.
  const [noticeRef, keepNoticeFocus] = useFocusNotice<HTMLDivElement>(data);

  async function post(path: string) {
    if (busy) return;
    setBusy(true);
    setFeedback(null);
    const res = await bffPost(path, markReadResponse);
    if (res.status === 401) return goToLogin();
    setBusy(false);
    if (res.ok) {
      setFeedback({ tone: "success", text: res.data.message });
      keepNoticeFocus();
      await Promise.all([
        mutate(),
        mutateGlobal(UNREAD_COUNT_PATH, { unread: res.data.unread }, { revalidate: false }),
      ]);
    } else {
      setFeedback({
        tone: "error",
        text: res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "Could not mark it read."),
      });
    }
  }

  return (
    <section aria-labelledby="notifications-list">
      <div className={styles.toolbar}>
        <h2 id="notifications-list" className="visually-hidden">
          Your notifications
        </h2>
        <p className={styles.meta} aria-live="polite">
          {data ? `${data.unread} unread` : ""}
        </p>
        {data && data.unread > 0 && (
          <Button variant="secondary" onClick={() => post("/api/notifications/read-all")} aria-busy={busy}>
            Mark all as read
          </Button>
        )}
      </div>
      <div ref={noticeRef} tabIndex={-1} className={styles.feedback}>
        {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      </div>
      {isLoading && !data && (
        <div aria-busy="true" aria-label="Loading notifications">
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
        </div>
      )}
      {error && !data && (
        <Alert tone="error">
          Could not load your notifications.{" "}
          <Button variant="link" onClick={() => mutate()}>
            Try again
          </Button>
        </Alert>
      )}
      {data && data.data.length === 0 && (
        <p data-testid="notifications-empty">
          No notifications yet. We will tell you here when your wallet is funded, a purchase is delivered, and more.
        </p>
      )}
      {data && data.data.length > 0 && (
        <ul className={styles.list}>
          {data.data.map((n) => (
            <Row key={n.id} n={n} busy={busy} onRead={(id) => post(`/api/notifications/${id}/read`)} />
          ))}
        </ul>
      )}
      {data && data.pagination.last_page > 1 && (
        <nav className={styles.pager} aria-label="Notification pages">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Newer
          </Button>
          <span>
            Page {data.pagination.current_page} of {data.pagination.last_page}
          </span>
          <Button
            variant="secondary"
            disabled={page >= data.pagination.last_page}
            onClick={() => setPage((p) => p + 1)}
          >
            Older
          </Button>
        </nav>
      )}
    </section>
  );
}
