/**
 * The webhook that credits a simulated transfer arrives asynchronously: read the balance again
 * every `intervalMs` until it rises above `beforeKobo`, at most `attempts` times.
 * Returns the new balance in kobo, or null when it did not change in time.
 */
export async function waitForCredit(
  readBalanceKobo: () => Promise<number | undefined>,
  beforeKobo: number,
  opts: {
    attempts?: number;
    intervalMs?: number;
    sleep?: (ms: number) => Promise<void>;
    cancelled?: () => boolean;
  } = {},
): Promise<number | null> {
  const {
    attempts = 10,
    intervalMs = 1000,
    sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
    cancelled = () => false,
  } = opts;
  for (let i = 0; i < attempts; i++) {
    await sleep(intervalMs);
    if (cancelled()) return null;
    const now = await readBalanceKobo().catch(() => undefined);
    if (typeof now === "number" && now > beforeKobo) return now;
  }
  return null;
}
