"use client";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { downloadReceipt } from "@/lib/receipt-download";

/** 'Download Receipt': the PDF through the BFF, saved as receipt_{reference}.pdf. */
export function ReceiptButton({ id, reference }: { id: string | null; reference: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setError(null);
    const outcome = await downloadReceipt({ id, reference });
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
  }
  return (
    <>
      <Button onClick={download} loading={busy} loadingText="Downloading…" fullWidth>
        Download Receipt
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
    </>
  );
}
