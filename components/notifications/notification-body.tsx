import styles from "./notifications.module.css";

/**
 * Values a notification's text quotes that must read as one: the short reference "AB12-CD34"
 * (lib/purchases/short-reference.ts) and a moment in the product's format "5 Mar 2025, 2:03 pm"
 * (lib/dates.ts). The browser would otherwise break a line at the reference's hyphen or inside
 * the date where the whole value fits on the next line. One capturing group: split keeps them.
 */
const KEPT_WHOLE = /(\b[A-Z0-9]{4}-[A-Z0-9]{4}\b|\b\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2} [ap]m\b)/;

/** A notification's body with its references and dates kept on one line each. */
export function NotificationBody({ text }: { text: string }) {
  return text.split(KEPT_WHOLE).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className={styles.whole}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}
