import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { curlExamples, javascriptExample } from "@/components/partner/partner-docs-examples";
import styles from "@/components/partner/partner.module.css";
import { WebhookDocsSection } from "@/components/partner/webhook-docs-section";
import { AuthShell } from "@/components/shell/auth-shell";

export const metadata: Metadata = { title: "Partner API documentation" };

const ENDPOINTS: [string, string, string][] = [
  ["GET", "/v1/balance", "Your balance (the test balance with a test key)."],
  [
    "GET",
    "/v1/services",
    "The five services, whether they can be bought now, their providers (serviceID), your level and its percent off each.",
  ],
  [
    "GET",
    "/v1/services/{serviceID}/variations",
    "Data plans, TV bouquets or exam variations: the list price and your_price at your level (what you are debited).",
  ],
  ["POST", "/v1/verify/meter", "Check a meter: disco, meter_number, meter_type (prepaid or postpaid)."],
  ["POST", "/v1/verify/smartcard", "Check a TV smartcard: provider (dstv, gotv or startimes), smartcard."],
  ["POST", "/v1/verify/jamb-profile", "Check a JAMB profile: profile_id."],
  ["POST", "/v1/airtime", "network, phone, amount, request_id."],
  [
    "POST",
    "/v1/data",
    "network_id, variation_id, amount (the plan's list price from its variations, not your_price), phone, request_id.",
  ],
  ["POST", "/v1/electricity", "disco, meter_number, meter_type, amount, phone, request_id."],
  ["POST", "/v1/cabletv", "provider, smartcard, plan, amount (the bouquet's list price), phone, request_id."],
  [
    "POST",
    "/v1/exam",
    "exam_type, variation_id, amount (the variation's list price), phone, quantity, profile_id (JAMB), request_id.",
  ],
  ["GET", "/v1/transactions/{request_id}", "One purchase by the request_id you sent."],
  ["GET", "/v1/transactions", "Your transactions, newest first: page, per_page, service, status, from, to."],
];

const TEST_VALUES: [string, string][] = [
  ["08011111111", "delivered"],
  ["08020100000", "pending, then delivered (ask again by request_id)"],
  ["08020200000", "pending, then failed and refunded to the test balance"],
  [
    "08020300000",
    "delivered, then reversed about 20 s later: purchase.reversed and purchase.refunded are sent to your test webhook, the test balance refunded",
  ],
  ["08040000000", "no answer from the provider: stays pending and is re-queried"],
  ["meter 1111111111111 / 1010101010101", "prepaid / postpaid meter that verifies and vends"],
  ["smartcard 1212121212", "verifies"],
  ["JAMB profile 0123456789", "verifies"],
];

/** The partner API's documentation: public, so a partner's developers can read it without an account. */
export default async function DevelopersPage() {
  await connection();
  const base = (process.env.PARTNER_API_PUBLIC_URL || process.env.PRODUCT_API_URL || "http://127.0.0.1:4000").replace(
    /\/$/,
    "",
  );
  const curl = curlExamples(base);
  return (
    <AuthShell wide>
      <article className={styles.docs}>
        <h1>Partner API</h1>
        <p>
          Sell airtime, data, electricity, TV subscriptions and exam pins from your own website or app, paid from your
          Naira Wallet balance. Create keys on the <Link href="/api-keys">API keys</Link> page. The machine-readable
          description is at <a href={`${base}/v1/openapi.json`}>{`${base}/v1/openapi.json`}</a>.
        </p>

        <section aria-labelledby="auth">
          <h2 id="auth">Authentication</h2>
          <p>
            Send your key in the <code>Authorization</code> header: <code>Bearer nw_live_…</code>. Every amount you send
            is the list price (what the recipient gets); you are debited your_price, the price at your level, which the
            answer&apos;s transaction shows. A key is shown once when you create it; we keep only a fingerprint of it,
            so a lost key cannot be shown again: revoke it and create another. A key may be limited to a list of IP
            addresses or CIDR ranges. Keep keys on your server, never in a web page or mobile app.
          </p>
        </section>

        <section aria-labelledby="modes">
          <h2 id="modes">Live and test mode</h2>
          <p>
            <code>nw_live_</code> keys spend your wallet and buy for real. <code>nw_test_</code> keys run the very same
            calls against our sandbox simulators, on a separate test balance you top up from the API keys page. Test
            purchases never touch real money and never appear in your wallet, history or statements. They are priced at
            your level as it stands now, like live ones. Test values:
          </p>
          <table className={styles.docTable} aria-label="Test values">
            <thead>
              <tr>
                <th scope="col">Value</th>
                <th scope="col">Outcome in test mode</th>
              </tr>
            </thead>
            <tbody>
              {TEST_VALUES.map(([v, o]) => (
                <tr key={v}>
                  <td>
                    <code>{v}</code>
                  </td>
                  <td>{o}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <section aria-labelledby="endpoints">
          <h2 id="endpoints">Endpoints</h2>
          <table className={styles.docTable} aria-label="Endpoints">
            <thead>
              <tr>
                <th scope="col">Call</th>
                <th scope="col">What it does</th>
              </tr>
            </thead>
            <tbody>
              {ENDPOINTS.map(([m, p, what]) => (
                <tr key={`${m} ${p}`}>
                  <td>
                    <code>
                      {m} {p}
                    </code>
                  </td>
                  <td>{what}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>Amounts are naira with at most 2 decimals. Answers give amounts in naira too.</p>
        </section>

        <section aria-labelledby="idempotency">
          <h2 id="idempotency">Idempotency: request_id</h2>
          <p>
            Every purchase carries your own <code>request_id</code> (letters, digits, <code>_ . : -</code>, up to 100).
            Sending the same request_id with the same body again answers the same transaction as it stands now and never
            buys twice, so retry freely after a timeout. The same request_id with a different body answers 409. A
            purchase may answer <code>pending</code>: ask <code>GET /v1/transactions/&#123;request_id&#125;</code>{" "}
            later; a failed purchase is refunded to your balance once.
          </p>
        </section>

        <section aria-labelledby="errors">
          <h2 id="errors">Errors and limits</h2>
          <p>
            Every failure answers JSON <code>{`{ "message": "…", "errors": { "field": ["…"] }, "code": "…" }`}</code>:{" "}
            <code>errors</code> only for invalid fields, <code>code</code> only where your code should act on the
            reason.
          </p>
          <ul>
            <li>
              400: insufficient balance, with <code>{`"code": "insufficient_balance"`}</code>. Nothing was bought: top
              up and send the same request_id again.
            </li>
            <li>401: the key is missing, wrong or revoked.</li>
            <li>
              403: the account may no longer use the API (its level was taken back), or the calling address is not in
              the key&apos;s list.
            </li>
            <li>404: not found.</li>
            <li>409: the request_id was used before with another body.</li>
            <li>
              422: invalid fields (see <code>errors</code>).
            </li>
            <li>
              429: too many calls (by default each key may make 120 calls a minute); wait <code>Retry-After</code>{" "}
              seconds.
            </li>
            <li>
              502: the provider did not answer a lookup (a meter or smartcard check, a plan list). Nothing was bought:
              try again later.
            </li>
            <li>
              503: the service is switched off, or paused while its provider keeps failing (
              <code>GET /v1/services</code> says whether each service can be bought now), or too many purchases are
              waiting (wait <code>Retry-After</code> seconds). Nothing was bought: send the same request_id again later.
            </li>
          </ul>
        </section>

        <WebhookDocsSection />

        <section aria-labelledby="curl">
          <h2 id="curl">Examples: curl</h2>
          <pre className={styles.pre} tabIndex={0} role="region" aria-label="curl: balance">
            <code>{curl.balance}</code>
          </pre>
          <pre className={styles.pre} tabIndex={0} role="region" aria-label="curl: buy airtime">
            <code>{curl.airtime}</code>
          </pre>
          <pre className={styles.pre} tabIndex={0} role="region" aria-label="curl: buy a data plan">
            <code>{curl.data}</code>
          </pre>
          <pre className={styles.pre} tabIndex={0} role="region" aria-label="curl: a purchase by request_id">
            <code>{curl.status}</code>
          </pre>
          <pre className={styles.pre} tabIndex={0} role="region" aria-label="curl: verify a meter">
            <code>{curl.meter}</code>
          </pre>
        </section>

        <section aria-labelledby="js">
          <h2 id="js">Examples: JavaScript (Node 18+)</h2>
          <pre className={styles.pre} tabIndex={0} role="region" aria-label="JavaScript example">
            <code>{javascriptExample(base)}</code>
          </pre>
        </section>
      </article>
    </AuthShell>
  );
}
