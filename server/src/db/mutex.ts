/** A promise queue: one holder at a time, in arrival order. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  /** Holders and waiters right now. */
  private busy = 0;

  /** Whether someone holds the mutex, and how many wait for it. */
  state(): { held: boolean; waiting: number } {
    return { held: this.busy > 0, waiting: Math.max(0, this.busy - 1) };
  }

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
      release();
    }
  }

  /**
   * Resolves once nobody holds or waits for the mutex at a turn of the event loop (so a request that runs several
   * statements one after another finishes them all first), or after `maxMs` whatever happens (long work is never
   * starved by a steady stream of requests).
   */
  async idle(maxMs: number): Promise<void> {
    const deadline = performance.now() + maxMs;
    do await new Promise((resolve) => setImmediate(resolve));
    while (this.busy > 0 && performance.now() < deadline);
  }
}
