import { Alert } from "./alert";
import { Button } from "./button";
import { Card } from "./card";
import { Spinner } from "./spinner";
import styles from "./item-list.module.css";
import { UNREACHABLE_MESSAGE } from "@/lib/api/product-api-error";

/** A list's loading line: a small spinner and what is being loaded ("Loading schedules…"). */
export function LoadingNote({ children }: { children: React.ReactNode }) {
  return (
    <p className={styles.note}>
      <Spinner size="small" label="" /> {children}
    </p>
  );
}

/** A list that could not be loaded: the API's reason (or `fallback`, or that it could not be reached) and Retry. */
export function LoadError({
  list,
  fallback,
}: {
  list: { httpStatus: number; message?: string; reload: () => void };
  fallback: string;
}) {
  return (
    <Alert tone="error">
      {list.httpStatus === 0 ? UNREACHABLE_MESSAGE : (list.message ?? fallback)}{" "}
      <Button variant="link" size="small" onClick={list.reload}>
        Retry
      </Button>
    </Alert>
  );
}

/** A list being read (use-bff-list.ts's ListState, with its reload). */
type Loadable = { reload: () => void } & (
  { status: "idle" | "loading" | "ready" | "empty" } | { status: "error"; httpStatus: number; message?: string }
);

/**
 * What a page's list shows until it has items: a loading card, the load error with Retry, or the
 * empty card (`empty`: what to say and where to go). Null once there are items to show.
 */
export function ListPlaceholder({
  list,
  loading,
  failed,
  empty,
}: {
  list: Loadable;
  loading: string;
  failed: string;
  empty: React.ReactNode;
}) {
  if (list.status === "loading" || list.status === "idle")
    return (
      <Card aria-busy="true">
        <LoadingNote>{loading}</LoadingNote>
      </Card>
    );
  if (list.status === "error") return <LoadError list={list} fallback={failed} />;
  if (list.status === "empty") return <Card>{empty}</Card>;
  return null;
}
