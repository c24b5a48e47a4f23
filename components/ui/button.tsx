import Link from "next/link";
import type { ComponentProps } from "react";
import { Spinner } from "./spinner";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "link";

interface Look {
  variant?: ButtonVariant;
  size?: "normal" | "small";
  fullWidth?: boolean;
}

function classes({ variant = "primary", size = "normal", fullWidth }: Look, extra?: string) {
  return [styles.button, styles[variant], size === "small" && styles.small, fullWidth && styles.full, extra]
    .filter(Boolean)
    .join(" ");
}

export interface ButtonProps extends ComponentProps<"button">, Look {
  /** Shows a spinner, disables the button and sets aria-busy; loadingText replaces the label. */
  loading?: boolean;
  loadingText?: string;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading,
  loadingText,
  className,
  disabled,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={classes({ variant, size, fullWidth }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner size="small" label="" />}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}

export interface ButtonLinkProps extends ComponentProps<typeof Link>, Look {}

/** A link that looks like a button. */
export function ButtonLink({ variant, size, fullWidth, className, ...rest }: ButtonLinkProps) {
  return <Link {...rest} className={classes({ variant, size, fullWidth }, className)} />;
}

export interface FileLinkProps extends ComponentProps<"a">, Look {}

/** A file download that looks like a button: a plain <a>, so the browser streams the file to disk. */
export function FileLink({ variant, size, fullWidth, className, ...rest }: FileLinkProps) {
  return <a {...rest} className={classes({ variant, size, fullWidth }, className)} />;
}
