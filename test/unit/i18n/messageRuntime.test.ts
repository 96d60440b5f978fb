import { LANGUAGES } from "../../../src/i18n/languages";
import * as messageRuntime from "../../../src/i18n/messageRuntime";

const { number } = messageRuntime;
type Runtime = typeof messageRuntime;

/** The runtime as a page starts with it: no number formatter made yet. */
function freshRuntime(): Runtime {
  let runtime: Runtime | undefined;
  jest.isolateModules(() => {
    runtime = jest.requireActual<Runtime>("../../../src/i18n/messageRuntime");
  });
  return runtime as Runtime;
}

describe("numbers in messages ({n, number} and # in a plural)", () => {
  afterEach(() => jest.restoreAllMocks());

  it.each(LANGUAGES)("are written in %s as Intl.NumberFormat writes them", (language) => {
    const intl = new Intl.NumberFormat(language);
    const integers = Array.from({ length: 2001 }, (_, i) => i - 1000);
    const others = [1000, 1234, -1000, 99999, 100000, 1234567, 0.5, -0.25, 999.5, 1e21, -0, Number.NaN, Infinity];
    for (const n of [...integers, ...others]) expect([n, number(language, n, 0)]).toEqual([n, intl.format(n)]);
    // The plural's offset is taken off first: "{count, plural, offset:1 ...}".
    expect(number(language, 1000, 1)).toBe(intl.format(999));
    expect(number(language, 3, 1)).toBe("2");
  });

  it("writes a count below a thousand without building the language's number formatter", () => {
    const construct = jest.spyOn(Intl, "NumberFormat");
    const runtime = freshRuntime();
    expect(["en", "hi"].map((language) => runtime.number(language, 42, 0))).toEqual(["42", "42"]);
    expect(construct).not.toHaveBeenCalled();
    // The formatter is still what writes larger numbers: Hindi's are grouped in lakhs.
    expect(runtime.number("hi", 100000, 0)).toBe("1,00,000");
    expect(construct).toHaveBeenCalledWith("hi");
  });
});
