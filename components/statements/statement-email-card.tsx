"use client";
import { useState } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Skeleton } from "@/components/ui/spinner";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffFetch } from "@/lib/client/bff-fetch";
import { statementEmailPreference, statementEmailPreferenceSaved } from "@/lib/contracts/statements";
import { bffJsonFetcher, goToLogin } from "@/lib/swr/bff-fetcher";

const PATH = "/api/statements/email-preference";
const fetchPreference = bffJsonFetcher(statementEmailPreference);

type Feedback = { tone: "success" | "error"; text: string };

/** The profile's "Email me my statement each month": saved as soon as it is ticked or cleared. */
export function StatementEmailCard() {
  const { data, error, isLoading, mutate } = useSWR(PATH, fetchPreference);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  async function change(on: boolean) {
    if (busy) return; // one save at a time; the box stays focusable (disabling it would drop focus)
    setBusy(true);
    setFeedback(null);
    const res = await bffFetch(PATH, statementEmailPreferenceSaved, { method: "PUT", body: { monthly_email: on } });
    if (res.status === 401) return goToLogin();
    setBusy(false);
    if (res.ok) {
      await mutate({ monthly_email: res.data.monthly_email }, { revalidate: false });
      setFeedback({ tone: "success", text: res.data.message });
    } else {
      setFeedback({
        tone: "error",
        text: res.status === 0 ? UNREACHABLE_MESSAGE : (res.data.message ?? "Could not save the preference."),
      });
    }
  }

  return (
    <Card title="Monthly statement">
      {isLoading && <Skeleton height="1.5rem" />}
      {error && !data && <Alert tone="error">Could not load your statement email preference.</Alert>}
      {data && (
        <CheckboxField
          label="Email me my statement each month"
          hint="On the 1st we email last month's statement as a PDF (the same one as on Statements)."
          checked={data.monthly_email}
          aria-busy={busy}
          onChange={(e) => change(e.target.checked)}
        />
      )}
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
    </Card>
  );
}
