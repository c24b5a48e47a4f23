import type { ProviderConfig } from "@/lib/contracts/admin-settings";
import styles from "./admin.module.css";

/** How the providers are configured (read-only). Secrets show only as set / not set. */
export function ProviderConfigView({ config }: { config: ProviderConfig }) {
  return (
    <div className={styles.stack} style={{ gap: "1rem" }}>
      <dl className={styles.facts}>
        <dt>Mode</dt>
        <dd>
          <span className={`${styles.badge} ${config.mode === "live" ? styles.good : styles.neutral}`}>
            {config.mode}
          </span>
        </dd>
        <dt>Database</dt>
        <dd>{config.database === "postgres" ? "PostgreSQL" : "PGlite (embedded)"}</dd>
        <dt>Mail</dt>
        <dd>{config.mail === "smtp" ? "SMTP" : "Sandbox outbox (no mail leaves)"}</dd>
      </dl>
      {config.providers.map((p) => (
        <section key={p.name} aria-label={p.name}>
          <h3 style={{ margin: "0 0 0.5rem", fontSize: "1rem" }}>{p.name}</h3>
          <dl className={styles.facts}>
            <dt>Base URL</dt>
            <dd>
              <span className={styles.mono}>{p.base_url}</span>
              {p.simulated && <span className={styles.sub}>This API&apos;s own simulator</span>}
            </dd>
            {p.settings.map((s) => (
              <Fact key={s.name} name={s.name} value={s.value} />
            ))}
            {p.keys.map((k) => (
              <Fact key={k.name} name={k.name} value={k.state} mono />
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

function Fact({ name, value, mono }: { name: string; value: string; mono?: boolean }) {
  return (
    <>
      <dt className={mono ? styles.mono : undefined}>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}
