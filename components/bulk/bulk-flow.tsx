"use client";
import { useState } from "react";
import useSWR, { mutate as revalidate } from "swr";
import { PinPad } from "@/components/security/pin-pad";
import { Alert } from "@/components/ui/alert";
import { Button, FileLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";
import { bffPost } from "@/lib/client/bff-fetch";
import { firstFieldErrors } from "@/lib/client/api-result";
import { bffJsonFetcher } from "@/lib/swr/bff-fetcher";
import {
  BULK_MAX_BYTES,
  BULK_MSG,
  bulkBatchResponse,
  type BulkBatchResponse,
  type BulkServiceName,
} from "@/lib/contracts/bulk";
import { formatNaira } from "@/lib/money";
import page from "@/components/ui/page-column.module.css";
import field from "@/components/ui/field.module.css";
import styles from "./bulk.module.css";
import { BATCHES_KEY, BatchList } from "./batch-list";
import { PlanCodes } from "./plan-codes";

const fetchBatch = bffJsonFetcher(bulkBatchResponse);

const STATUS_TEXT: Record<string, string> = {
  invalid: "Invalid",
  ready: "Ready",
  queued: "Queued",
  processing: "Buying…",
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
  reversed: "Reversed",
};

/** The file's bytes as base64, read in the browser (the API judges its encoding on the bytes). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function RowsTable({ data }: { data: BulkBatchResponse }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Rows of the file">
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Phone</th>
            <th scope="col">Network</th>
            {data.batch.service === "data" && <th scope="col">Plan</th>}
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Reference / problem</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((r) => (
            <tr key={r.row} data-testid="bulk-row">
              <td>{r.row}</td>
              <td>{r.phone}</td>
              <td>{r.network ?? "—"}</td>
              {data.batch.service === "data" && <td>{r.plan_name ?? r.plan ?? "—"}</td>}
              <td>{r.amount === null ? "—" : formatNaira(r.amount)}</td>
              <td>
                {STATUS_TEXT[r.status] ?? r.status}
                {r.refunded !== null && `, ${formatNaira(r.refunded)} refunded`}
              </td>
              <td className={r.error || r.status === "failed" ? styles.error : undefined}>
                {r.same_as !== null && <span className={styles.repeat}>{BULK_MSG.sameAs(r.same_as)}</span>}
                {(r.error ?? r.reference ?? r.message) && (
                  <span>
                    {r.error ?? r.reference ?? ""}
                    {r.message && !r.error ? ` ${r.message}` : ""}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Upload a CSV, see every row checked and the total, confirm with the PIN, watch each row, download the result. */
export function BulkFlow({ initialBatchId = null }: { initialBatchId?: string | null }) {
  const [service, setService] = useState<BulkServiceName>("airtime");
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [batchId, setOpenBatch] = useState<string | null>(initialBatchId);
  // The open batch is in the address, so a reload or a link comes back to it. The history API, not
  // router.replace: only the server page's first render reads ?batch=, so nothing is rendered again.
  const setBatchId = (id: string | null) => {
    setOpenBatch(id);
    window.history.replaceState(null, "", id ? `/bulk?batch=${encodeURIComponent(id)}` : "/bulk");
  };
  const [reused, setReused] = useState(false);
  const [pin, setPin] = useState("");
  const [pinError, setPinError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { data, error, mutate } = useSWR(batchId ? `/api/bulk/${batchId}` : null, fetchBatch, {
    // live row status while the job buys the rows
    refreshInterval: (latest) =>
      latest?.batch.status === "confirmed" ? 2000 : latest?.rows.some((r) => r.status === "pending") ? 5000 : 0,
  });

  async function upload(file: File | undefined) {
    setUploadError(null);
    setBatchId(null);
    if (!file) return;
    if (file.size > BULK_MAX_BYTES) return setUploadError(BULK_MSG.tooLarge);
    setBusy(true);
    const res = await bffPost("/api/bulk", bulkBatchResponse, {
      service,
      file_name: file.name.slice(0, 200),
      content_base64: await base64Of(file),
    });
    setBusy(false);
    if (!res.ok) {
      const fields = firstFieldErrors(res.data.errors);
      return setUploadError(
        fields.file ?? Object.values(fields)[0] ?? (res.status === 0 ? UNREACHABLE_MESSAGE : res.data.message),
      );
    }
    setReused(Boolean(res.data.reused));
    setBatchId(res.data.batch.id);
    void revalidate(BATCHES_KEY);
  }

  async function confirm(e: React.FormEvent) {
    e.preventDefault();
    if (!batchId) return;
    setPinError(null);
    setConfirming(true);
    const res = await bffPost(`/api/bulk/${batchId}/confirm`, bulkBatchResponse, { pin });
    setConfirming(false);
    setPin("");
    if (!res.ok) {
      const fields = firstFieldErrors(res.data.errors);
      // A refusal may come with a new total (the prices changed since the preview): the batch is read again.
      if (res.status === 409) void mutate();
      return setPinError(fields.pin ?? (res.status === 0 ? UNREACHABLE_MESSAGE : res.data.message));
    }
    await mutate(res.data, { revalidate: false });
    void revalidate(BATCHES_KEY);
  }

  const batch = data?.batch;
  const repeats = data?.rows.filter((r) => r.same_as !== null).length ?? 0;
  return (
    <>
      <Card title="1. Upload your file" titleAs="h2">
        <p className={page.intro}>
          One purchase per line, up to 1,000 lines, saved as CSV UTF-8. Write <strong>auto</strong> as the network to
          take it from the number&apos;s prefix. Nothing is paid until you confirm with your PIN.
        </p>
        <RadioGroupField
          label="What are you buying?"
          name="service"
          value={service}
          onChange={(v) => setService(v as BulkServiceName)}
          options={[
            { value: "airtime", label: "Airtime (phone, network, amount)" },
            { value: "data", label: "Data (phone, network, plan code)" },
          ]}
        />
        <div className={styles.row}>
          <FileLink variant="secondary" size="small" href={`/api/bulk/template.csv?service=${service}`} download>
            Download the {service} template
          </FileLink>
        </div>
        <p>
          <label htmlFor="bulk-file" className={field.label}>
            CSV file
          </label>
          <br />
          <input
            id="bulk-file"
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(e) => void upload(e.target.files?.[0])}
            aria-describedby={uploadError ? "bulk-file-error" : undefined}
          />
        </p>
        {busy && <p role="status">Checking the file…</p>}
        {uploadError && (
          <Alert tone="error">
            <span id="bulk-file-error">{uploadError}</span>
          </Alert>
        )}
        <PlanCodes />
      </Card>

      {error && !data && <Alert tone="error">Could not load the batch. Try again.</Alert>}
      {data && batch && (
        <Card title={batch.status === "preview" ? "2. Check and confirm" : "Your batch"} titleAs="h2">
          {reused && (
            <Alert tone="info">
              You uploaded this file in the last 24 hours: this is the same batch, not a new one.
            </Alert>
          )}
          <p className={styles.total} data-testid="bulk-total">
            {batch.valid_count} of {batch.row_count} lines can be bought
            {repeats > 0 && ` · ${repeats} ${repeats === 1 ? "repeat" : "repeats"}`} · You pay{" "}
            {formatNaira(batch.total)}
          </p>
          {batch.status === "preview" && repeats > 0 && (
            <Alert tone="warning">
              {repeats === 1 ? "1 line buys" : `${repeats} lines buy`} what an earlier line buys (the same number,
              network and amount or plan), marked &quot;Same as line&quot; below. Each is bought again when you confirm:
              if you did not mean to buy twice, remove {repeats === 1 ? "it" : "them"} from the file and upload it
              again.
            </Alert>
          )}
          <RowsTable data={data} />
          {batch.status === "preview" && batch.valid_count > 0 && (
            <form className={styles.confirm} onSubmit={confirm} noValidate>
              <PinPad value={pin} onChange={setPin} error={pinError} label="Transaction PIN" />
              <Button type="submit" loading={confirming} loadingText="Confirming…" disabled={pin.length !== 4}>
                Pay {formatNaira(batch.total)}
              </Button>
            </form>
          )}
          {batch.status === "confirmed" && <p role="status">Buying your lines… this page updates by itself.</p>}
          {batch.status !== "preview" && (
            <div className={styles.row}>
              <FileLink variant="secondary" href={`/api/bulk/${batch.id}/result.csv`} download>
                Download the result (CSV)
              </FileLink>
              {batch.status === "done" && (
                <span role="status">
                  {data.rows.some((r) => r.status === "pending")
                    ? "Every line is placed; the pending ones update here when the provider answers."
                    : "Done."}
                </span>
              )}
            </div>
          )}
        </Card>
      )}
      <BatchList
        openId={batchId}
        onOpen={(id) => {
          setReused(false);
          setPin("");
          setPinError(null);
          setBatchId(id);
        }}
      />
    </>
  );
}
