import { Alert } from "./alert";
import { Button } from "./button";
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
