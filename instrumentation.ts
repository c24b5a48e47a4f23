/** Runs once when the Next server starts: a production web server refuses to start without a strong session secret. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "edge") return;
  // `next build` may load this file to prerender; the secret is only needed by a running server.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { resolveSessionPassword } = await import("./lib/session-config");
  try {
    resolveSessionPassword();
  } catch (err) {
    console.error(`\n[naira-wallet web] ${(err as Error).message}\n`);
    process.exit(1);
  }
}
