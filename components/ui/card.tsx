import type { ComponentProps } from "react";
import styles from "./card.module.css";

export function Card({
  title,
  titleAs: Title = "h2",
  titleId,
  className,
  children,
  ...rest
}: ComponentProps<"section"> & {
  title?: React.ReactNode;
  titleAs?: "h1" | "h2" | "h3";
  /** The heading's id, for a form inside the card to take its name from (aria-labelledby). */
  titleId?: string;
}) {
  return (
    <section {...rest} className={[styles.card, className].filter(Boolean).join(" ")}>
      {title && (
        <Title className={styles.title} id={titleId}>
          {title}
        </Title>
      )}
      {children}
    </section>
  );
}
