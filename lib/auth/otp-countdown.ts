import { OTP_COUNTDOWN_SECONDS } from "@/lib/contracts/account-rules";

/**
 * Seconds left on the code timer, computed from when it started (not by counting ticks), so a
 * throttled tab or a test clock gives the right answer.
 */
export function secondsLeft(startedAtMs: number, nowMs: number, totalSeconds = OTP_COUNTDOWN_SECONDS): number {
  const elapsed = Math.floor((nowMs - startedAtMs) / 1000);
  return Math.min(totalSeconds, Math.max(0, totalSeconds - elapsed));
}

/** 120 -> "2:00", 65 -> "1:05", 0 -> "0:00". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** Digits only, at most 6 (spec 5, OTP). */
export function sanitizeOtp(value: string): string {
  return value.replace(/\D/g, "").slice(0, 6);
}

/**
 * What a screen reader is told of the timer (an aria-live region that speaks when its text
 * changes): under a minute, under 30 seconds, expired; nothing before. Told every second, the
 * countdown drowned out everything else on the page.
 */
export function countdownMilestone(left: number): string {
  if (left <= 0) return "Your code has expired. Ask for a new one.";
  if (left <= 30) return "Less than 30 seconds left to use the code.";
  if (left <= 60) return "Less than a minute left to use the code.";
  return "";
}
