"use client";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { TextField } from "@/components/ui/text-field";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffFetch, bffPost } from "@/lib/client/bff-fetch";
import { firstFieldErrors } from "@/lib/client/api-result";
import { messageResponse } from "@/lib/contracts/common";
import { webhookSavedResponse, webhookUrlBody, type WebhookEndpointView } from "@/lib/contracts/partner-webhooks";
import styles from "./webhooks.module.css";

/** One mode's URL: save (the first save shows the signing secret once), a new secret, remove. */
export function WebhookEndpointForm({
  mode,
  endpoint,
  onChange,
}: {
  mode: "live" | "test";
  endpoint: WebhookEndpointView | undefined;
  onChange: () => void;
}) {
  const [url, setUrl] = useState(endpoint?.url ?? "");
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    setSaved(false);
    const parsed = webhookUrlBody.safeParse({ url });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Enter the webhook URL.");
    setBusy(true);
    const res = await bffFetch(`/api/webhooks/${mode}`, webhookSavedResponse, { method: "PUT", body: parsed.data });
    setBusy(false);
    if (!res.ok)
      return setError(
        firstFieldErrors(res.data.errors).url ?? (res.status === 0 ? UNREACHABLE_MESSAGE : res.data.message),
      );
    if (res.data.secret) setSecret(res.data.secret);
    setSaved(true);
    onChange();
  }

  // Both stop the receiver's deliveries at once (its check refuses the new signatures, or nothing
  // is sent): asked first, as revoking an API key is.
  async function rotate() {
    const what = mode === "live" ? "live" : "test";
    if (
      !window.confirm(
        `Make a new ${what} signing secret? The current one stops working at once: deliveries signed with the new one fail your check until you update it.`,
      )
    )
      return;
    setError(null);
    const res = await bffPost(`/api/webhooks/${mode}/secret`, webhookSavedResponse);
    if (!res.ok) return setError(res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? UNREACHABLE_MESSAGE));
    setSecret(res.data.secret);
  }

  async function remove() {
    if (!window.confirm(`Remove the ${mode} webhook URL? No more ${mode} events will be sent to it.`)) return;
    setError(null);
    const res = await bffFetch(`/api/webhooks/${mode}`, messageResponse, { method: "DELETE" });
    if (!res.ok) return setError(res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? UNREACHABLE_MESSAGE));
    setUrl("");
    setSecret(null);
    onChange();
  }

  return (
    <form className={styles.form} onSubmit={save} noValidate>
      <TextField
        label={mode === "live" ? "Live webhook URL" : "Test webhook URL"}
        name={`url-${mode}`}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/webhooks/nairawallet"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={error ?? undefined}
      />
      <div className={styles.row}>
        <Button type="submit" size="small" loading={busy} loadingText="Saving…">
          Save
        </Button>
        {endpoint && (
          <>
            <Button type="button" size="small" variant="secondary" onClick={() => void rotate()}>
              New secret
            </Button>
            <Button type="button" size="small" variant="ghost" onClick={() => void remove()}>
              Remove
            </Button>
          </>
        )}
      </div>
      {saved && !secret && <Alert tone="success">Saved.</Alert>}
      {secret && (
        <Alert tone="warning" title="Your signing secret: copy it now, it is shown only once">
          <span className={styles.secret} data-testid={`secret-${mode}`}>
            {secret}
          </span>{" "}
          <CopyButton value={secret} label="Copy the secret" />
        </Alert>
      )}
    </form>
  );
}
