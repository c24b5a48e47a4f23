import styles from "./auth-form.module.css";

/** Sandbox only: where the emailed code can be read (no real mail is sent). */
export function SandboxMailHint({ email }: { email: string }) {
  return (
    <p className={styles.sandboxHint}>
      Sandbox mode: read the code in the{" "}
      <a href={`/sandbox/mailbox?email=${encodeURIComponent(email)}`} target="_blank" rel="noreferrer">
        sandbox mailbox
      </a>
      .
    </p>
  );
}
