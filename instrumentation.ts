/** Runs once when the Next server starts (Node.js runtime only; see lib/startup-check.ts). */
export async function register() {
  // `next build` may load this file to prerender; the secret is only needed by a running server.
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build") {
    await import("./lib/startup-check");
  }
}
