import { FESTIVAL } from "../../../src/content/festival";
import { longDate, shortDate } from "../../../src/i18n/dates";
import { intlFirstUses } from "../../../src/lib/intlFirstUses";
import { prepareIntl } from "../../../src/lib/prepareIntl";

/** The tasks the code asks the browser for (`setTimeout`), held until the test runs them one at a time. */
function holdTasks(): Array<() => void> {
  const held: Array<() => void> = [];
  jest.spyOn(window, "setTimeout").mockImplementation(((task: () => void) => held.push(task)) as typeof setTimeout);
  return held;
}

/** Lets promises run on until the code has asked for a task (the fallback's list arrives by a dynamic import). */
async function untilATaskIsHeld(held: Array<() => void>) {
  for (let turn = 0; turn < 100 && held.length === 0; turn += 1) await Promise.resolve();
}

/** Runs the next held task, then lets the promises it settles run on. */
async function runNext(held: Array<() => void>) {
  held.shift()?.();
  await Promise.resolve();
  await Promise.resolve();
}

/** A stand-in for the browser's `Worker`: records each one started, and can fail it as a script that did not load. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onerror: ((event: { preventDefault: () => void }) => void) | null = null;
  constructor(
    readonly url: URL | string,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  failToLoad() {
    const event = { preventDefault: jest.fn() };
    this.onerror?.(event);
    return event;
  }
}

describe("prepareIntl", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    FakeWorker.started = [];
    delete (window as { Worker?: unknown }).Worker;
  });

  it("starts a worker named after the language and makes no locale call on the page's thread", () => {
    Object.assign(window, { Worker: FakeWorker });
    const tasks = holdTasks();
    const dates = jest.spyOn(Intl, "DateTimeFormat");
    prepareIntl("hi");
    expect(FakeWorker.started).toHaveLength(1);
    expect(FakeWorker.started[0].options).toEqual({ name: "hi" });
    expect(String(FakeWorker.started[0].url)).toMatch(/intlWarmup\.worker\.ts$/);
    expect(tasks).toHaveLength(0);
    expect(dates).not.toHaveBeenCalled();
  });

  it("makes the first uses on the page's thread, one per task, when the worker's code does not load", async () => {
    Object.assign(window, { Worker: FakeWorker });
    const tasks = holdTasks();
    const dates = jest.spyOn(Intl, "DateTimeFormat");
    prepareIntl("hi");
    const failure = FakeWorker.started[0].failToLoad();
    // The browser's report of the failure is taken care of, not logged as the page's error.
    expect(failure.preventDefault).toHaveBeenCalled();
    await untilATaskIsHeld(tasks);
    expect(dates).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    await runNext(tasks);
    expect(dates).toHaveBeenCalledWith("hi", expect.objectContaining({ timeZone: FESTIVAL.timeZone }));
    expect(dates).toHaveBeenCalledTimes(1);
    expect(tasks).toHaveLength(1);
  });

  it("without workers, makes every first use on the page's thread, each in a task of its own", async () => {
    const tasks = holdTasks();
    const regions = jest.spyOn(Intl, "DisplayNames");
    const plurals = jest.spyOn(Intl, "PluralRules");
    prepareIntl("en");
    await untilATaskIsHeld(tasks);
    // Nothing in the caller's task (the start-up's): it stays short.
    expect(regions).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    let ran = 0;
    while (tasks.length > 0) {
      await runNext(tasks);
      ran += 1;
    }
    expect(ran).toBe(intlFirstUses("en").length);
    expect(regions).toHaveBeenCalledWith(["en"], { type: "region" });
    expect(plurals).toHaveBeenCalledWith("en");
  });
});

describe("intlFirstUses", () => {
  afterEach(() => jest.restoreAllMocks());

  /** The locales and time zones `Intl.DateTimeFormat` is asked for while `run` runs. */
  function datesAskedFor(run: () => void): string[] {
    const dates = jest.spyOn(Intl, "DateTimeFormat");
    run();
    const asked = dates.mock.calls.map(([locale, options]) => `${String(locale)} ${options?.timeZone}`);
    dates.mockRestore();
    return asked;
  }

  it.each(["en", "hi"] as const)("loads the locales the app's dates are written in (%s)", (language) => {
    const warmed = datesAskedFor(() => intlFirstUses(language).forEach((use) => use())).map(
      (asked) => asked.split(" ")[0],
    );
    const written = datesAskedFor(() => {
      longDate(language, 0);
      shortDate(language, "2020-11-21");
    }).map((asked) => asked.split(" ")[0]);
    expect(warmed).toEqual(expect.arrayContaining(written));
    const zones = datesAskedFor(() => intlFirstUses(language).forEach((use) => use())).map(
      (asked) => asked.split(" ")[1],
    );
    expect(zones).toEqual(expect.arrayContaining([FESTIVAL.timeZone, "UTC"]));
  });
});
