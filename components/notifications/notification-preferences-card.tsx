"use client";
import { useEffect, useState, useSyncExternalStore } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffFetch, bffPost } from "@/lib/client/bff-fetch";
import { messageResponse } from "@/lib/contracts/common";
import {
  NOTIFICATION_CHANNEL_LABEL,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MSG,
  notificationPreferencesResponse,
  notificationPreferencesUpdate,
  type NotificationChannel,
  type NotificationPreferences,
} from "@/lib/contracts/notifications";
import { bffJsonFetcher, goToLogin } from "@/lib/swr/bff-fetcher";
import styles from "./notifications.module.css";
import { currentSubscription, pushSupported, subscribePush, unsubscribePush } from "./push-opt-in";

const PATH = "/api/notifications/preferences";
const never = () => () => {};
const fetchPrefs = bffJsonFetcher(notificationPreferencesResponse);

type Feedback = { tone: "success" | "error"; text: string };
type Switches = NotificationPreferences["preferences"];

/** The profile's notification settings: switches per event and channel, the low-balance alert, push on this device. */
export function NotificationPreferencesCard() {
  const { data, error, isLoading, mutate } = useSWR(PATH, fetchPrefs);
  // The form's own copy of what was loaded (or saved): it starts again from each new answer.
  const [loaded, setLoaded] = useState<NotificationPreferences | undefined>(undefined);
  const [switches, setSwitches] = useState<Switches | null>(null);
  const [threshold, setThreshold] = useState("");
  if (data && data !== loaded) {
    setLoaded(data);
    setSwitches(data.preferences);
    setThreshold(data.low_balance_threshold === null ? "" : data.low_balance_threshold.toFixed(2));
  }
  const [thresholdError, setThresholdError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [pushOn, setPushOn] = useState<boolean | null>(null);
  // Known only in the browser (false on the server and at hydration, so both renders agree).
  const canPush = useSyncExternalStore(never, pushSupported, () => false);

  useEffect(() => {
    currentSubscription()
      .then((s) => setPushOn(Boolean(s)))
      .catch(() => setPushOn(false));
  }, []);

  function toggle(type: string, channel: NotificationChannel, on: boolean) {
    setSwitches((all) =>
      (all ?? []).map((p) => (p.type === type && !p.locked ? { ...p, channels: { ...p.channels, [channel]: on } } : p)),
    );
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (busy || !switches) return;
    const body = {
      preferences: switches.filter((p) => !p.locked).map((p) => ({ type: p.type, channels: p.channels })),
      low_balance_threshold: threshold.trim() === "" ? null : threshold.trim(),
    };
    const parsed = notificationPreferencesUpdate.safeParse(body);
    if (!parsed.success) {
      setThresholdError(parsed.error.issues.find((i) => i.path[0] === "low_balance_threshold")?.message);
      return;
    }
    setThresholdError(undefined);
    setBusy(true);
    setFeedback(null);
    const res = await bffFetch(PATH, notificationPreferencesResponse, { method: "PUT", body });
    if (res.status === 401) return goToLogin();
    setBusy(false);
    if (res.ok) {
      await mutate(res.data, { revalidate: false });
      setFeedback({ tone: "success", text: NOTIFICATION_MSG.preferencesSaved });
    } else {
      setThresholdError(res.data.errors?.low_balance_threshold?.[0]);
      setFeedback({
        tone: "error",
        text: res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "Could not save."),
      });
    }
  }

  async function changePush(on: boolean) {
    if (busy || !data) return;
    setBusy(true);
    setFeedback(null);
    try {
      if (on) {
        if (!data.push.vapid_public_key) throw new Error(NOTIFICATION_MSG.pushUnavailable);
        const outcome = await subscribePush(data.push.vapid_public_key);
        if (!outcome.ok) throw new Error(outcome.reason);
        const res = await bffPost("/api/notifications/push-subscriptions", messageResponse, outcome.subscription);
        if (res.status === 401) return goToLogin();
        if (!res.ok) throw new Error(res.data.message ?? "Could not turn push on.");
        setFeedback({ tone: "success", text: res.data.message });
      } else {
        const endpoint = await unsubscribePush();
        if (endpoint) await bffPost("/api/notifications/push-subscriptions/remove", messageResponse, { endpoint });
        setFeedback({ tone: "success", text: NOTIFICATION_MSG.unsubscribed });
      }
      setPushOn(on);
      await mutate();
    } catch (err) {
      setFeedback({ tone: "error", text: err instanceof Error ? err.message : "Could not change push notifications." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Notifications">
      {isLoading && <Skeleton height="8rem" />}
      {error && !data && <Alert tone="error">Could not load your notification preferences.</Alert>}
      {data && switches && (
        <form onSubmit={save} noValidate>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Notification settings, table">
            <table className={styles.prefsTable}>
              <caption className="visually-hidden">What we tell you, and how</caption>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  {NOTIFICATION_CHANNELS.map((c) => (
                    <th scope="col" key={c}>
                      {NOTIFICATION_CHANNEL_LABEL[c]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {switches.map((p) => (
                  <tr key={p.type}>
                    <th scope="row">
                      {p.label}
                      {p.locked && (
                        <span className={styles.lockedNote} id={`locked-${p.type}`}>
                          Always on, for your security
                        </span>
                      )}
                    </th>
                    {NOTIFICATION_CHANNELS.map((c) => (
                      <td key={c}>
                        <input
                          type="checkbox"
                          checked={p.channels[c]}
                          disabled={p.locked}
                          aria-label={`${p.label}: ${NOTIFICATION_CHANNEL_LABEL[c]}`}
                          aria-describedby={p.locked ? `locked-${p.type}` : undefined}
                          onChange={(e) => toggle(p.type, c, e.target.checked)}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.section}>
            <TextField
              label="Tell me when my balance falls under (₦)"
              hint="Leave empty for no low-balance alert."
              inputMode="decimal"
              value={threshold}
              error={thresholdError}
              onChange={(e) => setThreshold(e.target.value)}
            />
            <div>
              <Button type="submit" aria-busy={busy}>
                Save notification preferences
              </Button>
            </div>
          </div>
        </form>
      )}
      {data && (
        <div className={styles.section}>
          <p className={styles.meta}>
            Push notifications on this device: {pushOn === null ? "checking…" : pushOn ? "on" : "off"}
            {data.push.subscriptions > 0
              ? ` (${data.push.subscriptions} device${data.push.subscriptions === 1 ? "" : "s"} in all)`
              : ""}
          </p>
          {canPush && data.push.vapid_public_key ? (
            <div>
              <Button
                variant="secondary"
                onClick={() => changePush(!pushOn)}
                aria-busy={busy}
                disabled={pushOn === null}
              >
                {pushOn ? "Turn off push on this device" : "Turn on push on this device"}
              </Button>
            </div>
          ) : (
            <p className={styles.meta}>Push needs the installed app or a browser that supports it.</p>
          )}
        </div>
      )}
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
    </Card>
  );
}
