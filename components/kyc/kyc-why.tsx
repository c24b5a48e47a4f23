import styles from "./kyc.module.css";

/** Why the step asks for a BVN or NIN (said the same way on the page, the modal and the dashboard). */
export function KycWhy({ accountActive }: { accountActive: boolean }) {
  return (
    <p className={styles.note}>
      {accountActive
        ? "Link your BVN or NIN to your virtual account to verify your identity and start invoicing."
        : "Banks need your BVN or NIN to open an account number in your name (a Central Bank of Nigeria rule since September 2024)."}{" "}
      It is stored encrypted and only ever shown masked.
    </p>
  );
}
