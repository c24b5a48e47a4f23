"use client";
import { useTheme } from "next-themes";
import { useSyncExternalStore } from "react";
import { RadioGroupField } from "@/components/ui/radio-group-field";

const CHOICES = [
  { value: "system", label: "System" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
] as const;

const noSubscription = () => () => {};

/**
 * The profile's appearance switch. "System" follows the device (prefers-color-scheme); the choice
 * is kept in this browser (next-themes' localStorage), so it applies before the first paint.
 */
export function ThemeChoice() {
  const { theme, setTheme } = useTheme();
  // The stored choice is only known in the browser: the server and the first render show none checked.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <RadioGroupField
      label="Theme"
      name="theme"
      options={CHOICES}
      value={hydrated ? (theme ?? "system") : ""}
      onChange={setTheme}
      hint="System follows your device's light or dark setting."
    />
  );
}
