/**
 * How long the mutex must have been free before long work takes its next turn: a request between two of its
 * statements (its own work in between: hooks, parsing, a turn of the event loop) comes back within this.
 */
const QUIET_MS = 5;

/** A promise queue: one holder at a time, in arrival order. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  /** Holders and waiters right now. */
  private busy = 0;
  /** When the last holder let go. */
  private released = 0;

  async run<T>(work: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    this.busy += 1;
    await previous;
    try {
      return await work();
    } finally {
      this.busy -= 1;
      this.released = performance.now();
      release();
    }
  }

  /**
   * Resolves once nobody has held or waited for the mutex for QUIET_MS (so a request that runs several statements one
   * after another finishes them all first), or after `maxMs` whatever happens (long work is never starved by a steady
   * stream of requests).
   */
  async idle(maxMs: number): Promise<void> {
    const deadline = performance.now() + maxMs;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      const now = performance.now();
      if ((this.busy === 0 && now - this.released >= QUIET_MS) || now >= deadline) return;
    }
  }
}
