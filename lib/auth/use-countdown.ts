"use client";
import { useCallback, useEffect, useState } from "react";
import { OTP_COUNTDOWN_SECONDS } from "@/lib/contracts/account-rules";
import { secondsLeft } from "./otp-countdown";

/** A countdown computed from its start time on every tick (correct under throttling and test clocks). */
export function useCountdown(totalSeconds = OTP_COUNTDOWN_SECONDS) {
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const left = secondsLeft(startedAt, now, totalSeconds);

  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [left, startedAt]);

  const restart = useCallback(() => {
    const t = Date.now();
    setStartedAt(t);
    setNow(t);
  }, []);

  return { left, restart };
}
