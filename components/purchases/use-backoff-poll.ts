"use client";
import { useEffect, useRef } from "react";

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 10_000;

/** What a poll's step says after each look. */
export type PollStep = (active: () => boolean) => Promise<"again" | "stop">;

/**
 * Runs `step` while `key` is set, waiting 1 s, then half as long again each time (up to 10 s), until
 * it says "stop", the key changes or the page goes away. `active()` is false once the poll is over:
 * a step checks it after each await so an answer that arrives late changes nothing. `immediate`
 * looks at once instead of after the first delay.
 */
export function useBackoffPoll(key: string | null, step: PollStep, { immediate = false } = {}) {
  const latest = useRef(step);
  useEffect(() => {
    latest.current = step;
  });

  useEffect(() => {
    if (!key) return;
    let stopped = false;
    let delay = FIRST_DELAY_MS;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      const next = await latest.current(() => !stopped);
      if (stopped || next === "stop") return;
      delay = Math.min(Math.round(delay * 1.5), MAX_DELAY_MS);
      timer = setTimeout(tick, delay);
    };
    if (immediate) void tick();
    else timer = setTimeout(tick, delay);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [key, immediate]);
}
