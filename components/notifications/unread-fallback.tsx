"use client";
import { SWRConfig } from "swr";
import { UNREAD_COUNT_PATH } from "./unread-count";

/** Seeds the bell below with the unread count the shell's server render read (no second read on load). */
export function UnreadFallback({ unread, children }: { unread: number; children: React.ReactNode }) {
  return <SWRConfig value={{ fallback: { [UNREAD_COUNT_PATH]: { unread } } }}>{children}</SWRConfig>;
}
