"use client";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import items from "@/components/ui/item-list.module.css";
import { LoadingNote } from "@/components/ui/list-status";
import { bulkBatchesResponse, type BulkBatchView } from "@/lib/contracts/bulk";
import { formatLagosDateTimeText } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { bffJsonFetcher } from "@/lib/swr/bff-fetcher";
import styles from "./bulk.module.css";

export const BATCHES_KEY = "/api/bulk";
const fetchBatches = bffJsonFetcher(bulkBatchesResponse);

const BATCH_STATUS: Record<BulkBatchView["status"], string> = {
  preview: "Not confirmed",
  confirmed: "Buying",
  done: "Finished",
};

/** The customer's last 20 batches, newest first: any of them opens again (its rows, status and result file). */
export function BatchList({ openId, onOpen }: { openId: string | null; onOpen: (id: string) => void }) {
  const { data, error, isLoading, mutate } = useSWR(BATCHES_KEY, fetchBatches);
  const batches = data?.batches ?? [];
  return (
    <Card title="Your recent batches" titleAs="h2">
      {isLoading && <LoadingNote>Loading your batches…</LoadingNote>}
      {error && !data && (
        <Alert tone="error">
          Could not load your batches.{" "}
          <Button variant="link" size="small" onClick={() => void mutate()}>
            Retry
          </Button>
        </Alert>
      )}
      {data && batches.length === 0 && (
        <p className={items.note}>No batches yet: upload a file above to make your first.</p>
      )}
      {batches.length > 0 && (
        <ul className={styles.batches}>
          {batches.map((b) => (
            <li key={b.id} className={styles.batch}>
              <span className={styles.batchName}>{b.file_name}</span>
              <span className={styles.batchMeta}>
                {formatLagosDateTimeText(b.created_at)} · {b.service === "data" ? "Data" : "Airtime"} · {b.valid_count}{" "}
                of {b.row_count} lines · {formatNaira(b.total)} · {BATCH_STATUS[b.status]}
              </span>
              <Button
                variant="secondary"
                onClick={() => onOpen(b.id)}
                disabled={b.id === openId}
                aria-label={`Open ${b.file_name}, uploaded ${formatLagosDateTimeText(b.created_at)}`}
              >
                {b.id === openId ? "Open below" : "Open"}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
