"use client";
import { useEffect, useRef } from "react";

/**
 * An action that takes away the button it was started from (a row deleted, Pause swapped for
 * Resume, "Mark as read" gone): focus would fall to the page's body and a keyboard user start
 * again from the top. Returns [ref, keep]: call `keep()` when the action succeeds; once `changed`
 * (the list read again) is new, the element under `ref` (the page's notices, tabIndex -1) takes
 * the focus, unless the person already moved it somewhere still on the page.
 */
export function useFocusNotice<E extends HTMLElement>(changed: unknown) {
  const ref = useRef<E>(null);
  const pending = useRef(false);
  useEffect(() => {
    // A list shown as "Loading…" while it is read again may not show its notices yet: wait for them.
    if (!pending.current || !ref.current) return;
    pending.current = false;
    if (document.activeElement === document.body || !document.activeElement?.isConnected) ref.current?.focus();
  }, [changed]);
  const keep = () => {
    pending.current = true;
  };
  return [ref, keep] as const;
}
