"use client";
import { useEffect, useRef } from "react";

/**
 * A field whose error came back from the server while its form was busy (the submit button, or the
 * field itself, disabled for the call: the browser then drops the focus to the page) gets the focus
 * back, so the next try is typed at once and a phone's keyboard reopens. Focus the person moved
 * elsewhere meanwhile is left where it is.
 */
export function useRefocusOnError<E extends HTMLElement>(error: unknown, disabled: boolean | undefined) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (!error || disabled) return;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost) ref.current?.focus();
  }, [error, disabled]);
  return ref;
}
