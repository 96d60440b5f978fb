import { prepareIntl } from "../../../src/lib/prepareIntl";

/** The tasks the code asks the browser for (`setTimeout`), held until the test runs them one at a time. */
function holdTasks(): Array<() => void> {
  const held: Array<() => void> = [];
  jest.spyOn(window, "setTimeout").mockImplementation(((task: () => void) => held.push(task)) as typeof setTimeout);
  return held;
}

/** Runs the next held task, then lets the promises it settles run on. */
async function runNext(held: Array<() => void>) {
  held.shift()?.();
  await Promise.resolve();
  await Promise.resolve();
}

describe("prepareIntl", () => {
  afterEach(() => jest.restoreAllMocks());

  it("writes a date, then a country's name, each in a task of its own and in the language given", async () => {
    const tasks = holdTasks();
    const dates = jest.spyOn(Intl, "DateTimeFormat");
    const regions = jest.spyOn(Intl, "DisplayNames");
    const done = prepareIntl("hi");
    // Nothing in the caller's task (the dashboard's first requests): it stays short.
    expect(dates).not.toHaveBeenCalled();
    expect(regions).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);

    await runNext(tasks);
    expect(dates).toHaveBeenCalledWith("hi", expect.objectContaining({ month: "long", timeZone: "UTC" }));
    expect(regions).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);

    await runNext(tasks);
    await done;
    expect(regions).toHaveBeenCalledWith(["hi"], { type: "region" });
  });
});
