import { whenNear } from "../../../src/lib/nearViewport";

/** A stand-in for the browser's IntersectionObserver: the test says when the element comes near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    this.callback([{ isIntersecting }]);
  }
}

describe("whenNear", () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
    FakeObserver.last = undefined;
  });

  it("runs the task only once the element comes near the screen, and once", () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const element = document.createElement("h2");
    const task = jest.fn();
    whenNear(element, task, "50%");
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.observed).toEqual([element]);
    expect(observer.options.rootMargin).toBe("50% 0px 50% 0px");
    observer.report(false);
    expect(task).not.toHaveBeenCalled();
    observer.report(true);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it("stops watching when asked before the element came near", () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    const stop = whenNear(document.createElement("div"), jest.fn());
    stop();
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it("runs the task at once where the browser cannot tell, or there is no element", () => {
    const task = jest.fn();
    Reflect.deleteProperty(globalThis, "IntersectionObserver");
    whenNear(document.createElement("div"), task);
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    whenNear(null, task);
    expect(task).toHaveBeenCalledTimes(2);
  });
});
