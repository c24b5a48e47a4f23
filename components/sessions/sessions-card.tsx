"use client";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/spinner";
import { bffFetch, bffPost } from "@/lib/client/bff-fetch";
import { otherSessionsSignedOutResponse, sessionSignedOutResponse, type SessionView } from "@/lib/contracts/sessions";
import { formatLagosDateTime } from "@/lib/dates";
import { goToLogin } from "@/lib/swr/bff-fetcher";
import { useSessions } from "@/lib/swr/use-sessions";
import styles from "./sessions.module.css";

type Feedback = { tone: "success" | "error"; text: string };

/** "Android phone · Chrome 120": how a session is named on screen and to screen readers. */
const sessionName = (s: SessionView) => `${s.device} · ${s.browser}`;

function place(s: SessionView): string {
  if (!s.address) return "Address unknown";
  return s.country ? `${s.address} · ${s.country}` : s.address;
}

function SessionItem({
  session,
  busy,
  onSignOut,
}: {
  session: SessionView;
  busy: boolean;
  onSignOut: (s: SessionView) => void;
}) {
  return (
    <li className={styles.item} data-testid="session" data-current={session.current || undefined}>
      <div className={styles.details}>
        <p className={styles.name}>
          {sessionName(session)}
          {session.current && <span className={styles.current}>This device</span>}
        </p>
        <p className={styles.meta}>{place(session)}</p>
        <p className={styles.meta}>
          Signed in <time dateTime={session.signed_in_at}>{formatLagosDateTime(new Date(session.signed_in_at))}</time>
          <span aria-hidden="true"> · </span>
          <br className={styles.narrowBreak} />
          Last active <time dateTime={session.last_used_at}>{formatLagosDateTime(new Date(session.last_used_at))}</time>
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="small"
          className={styles.action}
          loading={busy}
          aria-label={`Sign out ${sessionName(session)}`}
          onClick={() => onSignOut(session)}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/**
 * The profile's "Signed-in devices": every browser signed in to the account, this one marked, with
 * Sign out per session and Sign out all others. A signed-out browser's next call answers 401 and
 * it is sent to the login page.
 */
export function SessionsCard({ initial }: { initial: SessionView[] | null }) {
  const { sessions, error, mutate } = useSessions(initial);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  async function signOut(s: SessionView) {
    setBusyId(s.id);
    setFeedback(null);
    const res = await bffFetch(`/api/sessions/${encodeURIComponent(s.id)}`, sessionSignedOutResponse, {
      method: "DELETE",
    });
    if (res.status === 401) return goToLogin();
    await mutate();
    setBusyId(null);
    if (res.ok) setFeedback({ tone: "success", text: `${sessionName(s)} was signed out.` });
    else if (res.status === 404) setFeedback({ tone: "success", text: `${sessionName(s)} was already signed out.` });
    else
      setFeedback({
        tone: "error",
        text: res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "Request failed."),
      });
  }

  async function signOutOthers() {
    setBusyId("others");
    setFeedback(null);
    const res = await bffPost("/api/sessions/sign-out-others", otherSessionsSignedOutResponse);
    if (res.status === 401) return goToLogin();
    await mutate();
    setBusyId(null);
    if (res.ok) setFeedback({ tone: "success", text: res.data.message });
    else
      setFeedback({
        tone: "error",
        text: res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "Request failed."),
      });
  }

  const others = sessions?.filter((s) => !s.current).length ?? 0;

  return (
    <Card title="Signed-in devices" className={styles.card} aria-busy={!sessions && !error}>
      <p className={styles.intro}>
        The phones and computers signed in to your account. If you do not recognise one, sign it out and change your
        password.
      </p>
      {feedback && (
        <Alert tone={feedback.tone} className={styles.feedback}>
          {feedback.text}
        </Alert>
      )}
      {!sessions && error && (
        <div className={styles.feedback}>
          <Alert tone="error">We could not load your signed-in devices. {error.message}</Alert>
          <Button variant="secondary" size="small" onClick={() => void mutate()}>
            Try again
          </Button>
        </div>
      )}
      {!sessions && !error && (
        <div className={styles.loading}>
          <span className="visually-hidden">Loading signed-in devices…</span>
          <Skeleton height="4.5rem" />
          <Skeleton height="4.5rem" />
        </div>
      )}
      {sessions && (
        <>
          <ul className={styles.list} aria-label="Signed-in devices">
            {sessions.map((s) => (
              <SessionItem key={s.id} session={s} busy={busyId === s.id} onSignOut={(x) => void signOut(x)} />
            ))}
          </ul>
          {others === 0 ? (
            <p className={styles.empty}>No other device is signed in to your account.</p>
          ) : (
            <Button
              variant="danger"
              className={styles.others}
              loading={busyId === "others"}
              loadingText="Signing out…"
              onClick={() => void signOutOthers()}
            >
              Sign out all other devices
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
