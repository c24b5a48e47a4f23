"use client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ListState } from "./use-bff-list";
import styles from "./purchases.module.css";

/** Loading, empty and error states of a choice list, with Retry on failure. */
export function ListNotice({
  state,
  loading,
  empty,
  failed,
  onRetry,
}: {
  state: ListState<unknown>;
  loading: string;
  empty: string;
  failed: string;
  onRetry: () => void;
}) {
  if (state.status === "loading") {
    return (
      <p className={styles.listState}>
        <Spinner size="small" label="" /> {loading}
      </p>
    );
  }
  if (state.status !== "empty" && state.status !== "error") return null;
  return (
    <Alert tone={state.status === "empty" ? "warning" : "error"}>
      <span className={styles.listError}>
        <span>{state.status === "empty" ? empty : failed}</span>
        <Button size="small" variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </span>
    </Alert>
  );
}
