/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none, and `whenNear` then runs its task at once): the
 * test says when the observed elements come into view. `installFakeIntersectionObserver()` in a describe block swaps it
 * in before each test and puts the original back after.
 */
export class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
    FakeObserver.all.push(this);
  }
  observe() {}
  disconnect() {}
  static showAll() {
    for (const observer of FakeObserver.all) observer.callback([{ isIntersecting: true }]);
  }
}

export function installFakeIntersectionObserver(): void {
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.all = [];
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });
}
