/**
 * Work a request starts but does not wait for: mails, and whatever an answer must not depend on
 * in time (forgot-password and resend-otp answer after the same steps whether or not the account
 * exists; what depends on the account happens here, after the answer). A failure is logged, never
 * thrown at the request. The API waits for the work in flight before it closes.
 */
export class AfterAnswer {
  private readonly pending = new Set<Promise<void>>();
  private held: Array<() => void> | null = null;

  constructor(private readonly log: { error(o: object, m: string): void }) {}

  run(what: string, task: () => Promise<void>): void {
    const start = () => {
      const p = task()
        .catch((err: unknown) => this.log.error({ err, task: what }, "work after the answer failed"))
        .finally(() => this.pending.delete(p));
      this.pending.add(p);
    };
    if (this.held) this.held.push(start);
    else start();
  }

  /** Resolves when every task started so far has finished. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  /** Tests: queue new tasks without starting them, to look at a request's own work alone. */
  hold(): void {
    this.held ??= [];
  }

  /** Starts the queued tasks and waits for them. */
  async release(): Promise<void> {
    const queued = this.held ?? [];
    this.held = null;
    for (const start of queued) start();
    await this.settled();
  }
}
