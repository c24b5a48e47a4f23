import styles from "./welcome-greeting.module.css";

/** The dashboard's 'Welcome Back, {name}' heading (spec 2.5). */
export function WelcomeGreeting({ name }: { name: string }) {
  return (
    <header>
      <h1 className={styles.greeting}>Welcome Back, {name}</h1>
      <p className={styles.sub}>Fund your wallet by bank transfer and pay your bills in seconds.</p>
    </header>
  );
}
