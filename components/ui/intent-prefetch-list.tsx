"use client";
import type { ComponentProps } from "react";
import { useIntentPrefetchWithin } from "./intent-prefetch";

/** A <ul> whose links (rendered with prefetch={false}) prefetch on intent (components/ui/intent-prefetch.ts). */
export function IntentPrefetchList(props: ComponentProps<"ul">) {
  return <ul {...props} {...useIntentPrefetchWithin()} />;
}
