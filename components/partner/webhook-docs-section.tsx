import Link from "next/link";
import {
  WEBHOOK_EVENT_TYPES,
  webhookEvent,
  webhookEventData,
  webhookInvoiceData,
} from "@/lib/contracts/partner-webhooks";
import {
  WEBHOOK_DELIVERY_RULES,
  WEBHOOK_EVENT_DOCS,
  WEBHOOK_EVENT_EXAMPLE,
  WEBHOOK_HEADER_DOCS,
  WEBHOOK_VERIFY_JS,
  WEBHOOK_VERIFY_OPENSSL,
} from "@/lib/partner/webhook-docs";
import styles from "./partner.module.css";

/** The body's fields with their meaning, read from the schema the sender parses every event with. */
const FIELDS: [string, string][] = [
  ...Object.entries(webhookEvent.shape)
    .filter(([name]) => name !== "data")
    .map(([name, s]): [string, string] => [name, s.description ?? ""]),
  ...Object.entries(webhookEventData.shape).map(([name, s]): [string, string] => [`data.${name}`, s.description ?? ""]),
  ...Object.entries(webhookInvoiceData.shape).map(([name, s]): [string, string] => [
    `data.invoice.${name}`,
    s.description ?? "",
  ]),
];

/** A two-column docs table that becomes one card per row below 40rem (partner.module.css). */
function DocTable({ label, head, rows }: { label: string; head: [string, string]; rows: [string, string][] }) {
  return (
    <table className={styles.docTable} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, what]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>{what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /developers' signed webhooks: events, body, headers, retries and replay, order, and verification. */
export function WebhookDocsSection() {
  return (
    <section aria-labelledby="webhooks">
      <h2 id="webhooks">Signed webhooks</h2>
      <p>
        Set one webhook URL per mode (live and test) on the <Link href="/webhooks">Webhooks</Link> page. The first save
        shows its signing secret (<code>whsec_…</code>) once; keep it on your server. Test keys&apos; events go to the
        test URL only, signed with the test secret.
      </p>
      <h3>Events</h3>
      <DocTable
        label="Webhook events"
        head={["Event", "When"]}
        rows={WEBHOOK_EVENT_TYPES.map((type) => [type, WEBHOOK_EVENT_DOCS[type]])}
      />
      <h3>Body</h3>
      <p>
        A JSON object; amounts are naira (an invoice&apos;s also in kobo, beside). A delivered data purchase (an
        invoice.paid adds <code>data.invoice</code>):
      </p>
      <pre className={styles.pre} tabIndex={0} role="region" aria-label="Example webhook event">
        <code>{JSON.stringify(WEBHOOK_EVENT_EXAMPLE, null, 2)}</code>
      </pre>
      <DocTable label="Webhook event fields" head={["Field", "Meaning"]} rows={FIELDS} />
      <h3>Headers</h3>
      <DocTable label="Webhook headers" head={["Header", "Carries"]} rows={WEBHOOK_HEADER_DOCS} />
      <h3>Retries, replay and order</h3>
      <ul>
        {WEBHOOK_DELIVERY_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <h3>Verifying a delivery</h3>
      <p>
        Compute the HMAC over the body exactly as it arrived (before any JSON parsing), then compare. In JavaScript
        (Node):
      </p>
      <pre className={styles.pre} tabIndex={0} role="region" aria-label="JavaScript: verify a webhook">
        <code>{WEBHOOK_VERIFY_JS}</code>
      </pre>
      <p>
        By hand, with the header&apos;s <code>t</code> as <code>T</code> and the raw body as <code>BODY</code>, this
        must print the header&apos;s <code>v1</code>:
      </p>
      <pre className={styles.pre} tabIndex={0} role="region" aria-label="openssl: check a signature">
        <code>{WEBHOOK_VERIFY_OPENSSL}</code>
      </pre>
    </section>
  );
}
