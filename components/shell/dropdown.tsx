"use client";
import { useEffect, useId, useRef, useState } from "react";
import styles from "./shell.module.css";

/**
 * A disclosure menu: a button (aria-expanded) that shows a panel of links. Closes on Escape
 * (focus back to the button), on a click outside, and when a link inside is chosen.
 */
export function Dropdown({
  label,
  button,
  align = "end",
  placement = "below",
  className,
  children,
}: {
  label: string;
  button: React.ReactNode;
  align?: "start" | "end";
  placement?: "below" | "above";
  className?: string;
  children: (close: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className={[styles.dropdown, className].filter(Boolean).join(" ")}>
      <button
        ref={trigger}
        type="button"
        className={styles.dropdownTrigger}
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
      >
        {button}
      </button>
      <div
        id={id}
        hidden={!open}
        className={[styles.dropdownPanel, styles[`panel-${align}`], styles[`panel-${placement}`]].join(" ")}
      >
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
