"use client";
import { useEffect, useRef } from "react";
import styles from "./auth-form.module.css";

/** A page title that takes focus when it changes (multi-step forms), so screen readers hear the new step. */
export function StepHeading({
  children,
  focusOnMount = true,
  id,
}: {
  children: React.ReactNode;
  focusOnMount?: boolean;
  id?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h1 ref={ref} id={id} tabIndex={-1} className={styles.title} style={{ outline: "none" }}>
      {children}
    </h1>
  );
}
