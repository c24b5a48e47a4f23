import Link from "next/link";
import styles from "./auth-form.module.css";

/**
 * After a code screen opened from a link finishes for one email while another customer is signed
 * in on this browser: that session is left as it is, and the page says how to use the other email.
 */
export function SignedInElsewhere({ signedInAs, email }: { signedInAs: string; email: string }) {
  return (
    <>
      <p className={styles.lead}>
        You are signed in as <strong>{signedInAs}</strong> on this browser. To use <strong>{email}</strong>, log out
        first, then log in with it.
      </p>
      <p className={styles.links}>
        <Link href="/dashboard">Go to your dashboard</Link>
      </p>
    </>
  );
}
