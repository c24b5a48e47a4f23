import { resolveSessionPassword } from "./session-config";

/** A production web server refuses to start without a strong session secret. Imported once by instrumentation.ts. */
try {
  resolveSessionPassword();
} catch (err) {
  console.error(`\n[naira-wallet web] ${(err as Error).message}\n`);
  process.exit(1);
}
