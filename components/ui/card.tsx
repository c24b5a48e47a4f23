import type { ComponentProps } from "react";
import styles from "./card.module.css";

export function Card({
  title,
  titleAs: Title = "h2",
  className,
  children,
  ...rest
}: ComponentProps<"section"> & { title?: React.ReactNode; titleAs?: "h1" | "h2" | "h3" }) {
  return (
    <section {...rest} className={[styles.card, className].filter(Boolean).join(" ")}>
      {title && <Title className={styles.title}>{title}</Title>}
      {children}
    </section>
  );
}
