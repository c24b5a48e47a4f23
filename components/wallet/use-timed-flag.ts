"use client";
import { useCallback, useEffect, useState } from "react";

/** The account card highlight (spec 9: 2000 ms). */
export const HIGHLIGHT_MS = 2000;

/**
 * A flag that turns itself off `ms` after it was last raised. Starts raised when `initially` is
 * true (the card's highlight after load); raise() restarts the timer (after a copy).
 */
export function useTimedFlag(ms: number, initially = false): [boolean, () => void] {
  const [state, setState] = useState({ on: initially, stamp: 0 });
  useEffect(() => {
    if (!state.on) return;
    const timer = window.setTimeout(() => setState((s) => ({ ...s, on: false })), ms);
    return () => window.clearTimeout(timer);
  }, [state, ms]);
  const raise = useCallback(() => setState((s) => ({ on: true, stamp: s.stamp + 1 })), []);
  return [state.on, raise];
}
