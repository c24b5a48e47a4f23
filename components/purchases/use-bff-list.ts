"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import type { AnswerSchema } from "@/lib/client/api-result";
import { bffFetch } from "@/lib/client/bff-fetch";
import { goToLogin } from "@/lib/swr/bff-fetcher";

export type ListState<T> =
  | { status: "idle" | "loading"; items: T[] }
  | { status: "ready"; items: T[] }
  | { status: "empty"; items: T[] }
  | { status: "error"; items: T[]; httpStatus: number; message?: string };

/**
 * A list the entry forms choose from (networks, plans, discos, exam types...), read through
 * the BFF; the answer is parsed with `schema` (its contract, or its loader) and `pick` takes the
 * list out of it. A null request means "nothing to load yet". A 401 sends the browser to /login.
 * `seed`: the first request's answer, read by the server page; that request is then not made.
 */
export function useBffList<S extends z.ZodType, T>(
  request: { path: string; body?: unknown } | null,
  schema: AnswerSchema<S>,
  pick: (data: z.infer<S>) => T[],
  seed?: z.infer<S> | null,
): ListState<T> & { reload: () => void } {
  const [state, setState] = useState<ListState<T>>(() => {
    if (!request) return { status: "idle", items: [] };
    if (!seed) return { status: "loading", items: [] };
    const items = pick(seed);
    return { status: items.length ? "ready" : "empty", items };
  });
  const [attempt, setAttempt] = useState(0);
  const key = request ? `${request.path}|${JSON.stringify(request.body ?? null)}` : null;
  // The first schema and pick stay: the key alone says when to load again.
  const [read] = useState(() => ({ schema, pick }));
  const seeded = useRef(request && seed ? key : null);
  // The key whose items are shown: a reload of it keeps them on screen until the new answer (a
  // Pause on /schedules or a delete on /beneficiaries used to blank the list to "Loading…").
  const shown = useRef(request && seed ? key : null);

  useEffect(() => {
    if (!key || !request) return;
    if (seeded.current === key && attempt === 0) return;
    seeded.current = null;
    let live = true;
    // A new request starts a visible loading state; a reload of the list shown keeps its items.
    const reloading = shown.current === key;
    setState((current) => (reloading && current.items.length ? current : { status: "loading", items: [] }));
    void bffFetch(
      request.path,
      read.schema,
      request.body === undefined ? {} : { method: "POST", body: request.body },
    ).then((res) => {
      if (!live) return;
      if (res.status === 401) {
        goToLogin();
        return;
      }
      if (!res.ok) {
        shown.current = null;
        setState({ status: "error", items: [], httpStatus: res.status, message: res.data.message });
        return;
      }
      const items = read.pick(res.data);
      shown.current = key;
      setState({ status: items.length ? "ready" : "empty", items });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the request
  }, [key, attempt, read]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(key ? state : { status: "idle", items: [] }), reload };
}
