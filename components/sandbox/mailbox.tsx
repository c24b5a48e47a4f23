"use client";
import { useState } from "react";
import useSWR from "swr";
import { outboxResponse } from "@/lib/contracts/sandbox";
import { formatLagosDateTimeText } from "@/lib/dates";
import { bffJsonFetcher } from "@/lib/swr/bff-fetcher";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import styles from "./mailbox.module.css";

const fetchOutbox = bffJsonFetcher(outboxResponse);

/** The first 6-digit number in a mail, shown large (sandbox codes). */
function codeIn(text: string): string | undefined {
  return /\b(\d{6})\b/.exec(text)?.[1];
}

/** A mail's text with its links clickable, as a mail client shows them (the code links open their screen). */
function TextWithLinks({ text }: { text: string }) {
  return text.split(/(https?:\/\/\S+)/g).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={part} target="_blank" rel="noreferrer">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** The sandbox outbox: mail the product would have sent, newest first, filterable by address. */
export function Mailbox({ initialEmail }: { initialEmail: string }) {
  const [draft, setDraft] = useState(initialEmail);
  const [email, setEmail] = useState(initialEmail);
  const key = `/api/sandbox/outbox?${new URLSearchParams(email ? { email, limit: "50" } : { limit: "50" })}`;
  const { data, error, isLoading, mutate } = useSWR(key, fetchOutbox, {
    refreshInterval: 5000,
  });
  const messages = [...(data?.messages ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));

  return (
    <div>
      <form
        className={styles.filter}
        onSubmit={(e) => {
          e.preventDefault();
          setEmail(draft.trim().toLowerCase());
        }}
      >
        <TextField
          label="Filter by email"
          type="email"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="ada@example.com"
        />
        <Button type="submit">Filter</Button>
        <Button variant="secondary" onClick={() => mutate()}>
          Refresh
        </Button>
      </form>
      {error && <Alert tone="error">Could not load the sandbox outbox.</Alert>}
      {isLoading && <Spinner label="Loading mail…" />}
      {data && messages.length === 0 && <p className={styles.empty}>No mail{email ? ` for ${email}` : ""} yet.</p>}
      <ul className={styles.list}>
        {messages.map((m) => {
          const code = codeIn(m.text);
          return (
            <li key={m.id} className={styles.item}>
              <div className={styles.meta}>
                <span>To: {m.to}</span>
                <time dateTime={m.created_at}>{formatLagosDateTimeText(m.created_at)}</time>
              </div>
              <h2 className={styles.subject}>{m.subject}</h2>
              {code && (
                <p className={styles.code} aria-label={`Code ${code.split("").join(" ")}`}>
                  {code}
                </p>
              )}
              <p className={styles.text}>
                <TextWithLinks text={m.text} />
              </p>
              {m.attachments.length > 0 && (
                <ul className={styles.attachments} aria-label="Attachments">
                  {m.attachments.map((a) => (
                    <li key={a.filename}>
                      📎 {a.filename} ({a.content_type}, {Math.max(1, Math.round(a.size / 1024))} KB)
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
