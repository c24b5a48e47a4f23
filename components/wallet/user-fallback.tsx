"use client";
import { SWRConfig } from "swr";
import type { User } from "@/lib/contracts/user";
import { USER_KEY } from "@/lib/swr/bff-fetcher";

/** Seeds every useUser() below with the user the server component already read (no loading flash). */
export function UserFallback({ user, children }: { user: User; children: React.ReactNode }) {
  return <SWRConfig value={{ fallback: { [USER_KEY]: { data: user } } }}>{children}</SWRConfig>;
}
