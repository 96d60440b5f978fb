import { registrationOpenAt } from "../../../contract/rules";
import { loadMessages } from "../../../src/i18n/catalogues";
import type { Language } from "../../../src/i18n/languages";
import { translate } from "../../../src/i18n/translate";
import type { Translate } from "../../../src/i18n/useT";
import { countdown, registrationClosesText, spanOfTimes, spanText, whenText } from "../../../src/lib/schedule";

const wordsIn =
  (language: Language): Translate =>
  (key, values) =>
    translate(language, key, values);
const t = wordsIn("en");

beforeAll(() => Promise.all((["en", "hi"] as const).map((language) => loadMessages(language, ["event", "dashboard"]))));

const TIMES = {
  starts_at: "2030-02-01T04:30:00Z",
  ends_at: "2030-02-01T09:30:00Z",
  registration_closes_at: "2030-02-01T03:30:00Z",
};
const START = Date.parse(TIMES.starts_at);
const MINUTE = 60_000;

describe("the schedule's words", () => {
  it("says a span to the minute, largest units first", () => {
    expect(spanText(30_000, t, "event")).toBe("less than a minute");
    expect(spanText(41 * MINUTE + 59_000, t, "event")).toBe("41 min");
    expect(spanText(133 * MINUTE, t, "event")).toBe("2 h 13 min");
    expect(spanText(120 * MINUTE, t, "event")).toBe("2 h");
    expect(spanText((3 * 24 * 60 + 4 * 60 + 5) * MINUTE, t, "event")).toBe("3 d 4 h");
  });

  it("counts down to the start, then to the end, then says ended", () => {
    expect(countdown(TIMES, START - 133 * MINUTE, t)).toEqual({ phase: "upcoming", text: "starts in 2 h 13 min" });
    expect(countdown(TIMES, START, t)).toEqual({ phase: "live", text: "live, ends in 5 h" });
    expect(countdown(TIMES, START + 259 * MINUTE, t)).toEqual({ phase: "live", text: "live, ends in 41 min" });
    expect(countdown(TIMES, Date.parse(TIMES.ends_at), t)).toEqual({ phase: "ended", text: "ended" });
    expect(countdown({ starts_at: null, ends_at: null }, START, t)).toBeNull();
  });

  it("says when registration closes while it is ahead, and takes the scheduled close over a stale open", () => {
    const closes = Date.parse(TIMES.registration_closes_at);
    expect(registrationClosesText(TIMES, closes - 70 * MINUTE, t)).toBe("Registration closes in 1 h 10 min");
    expect(registrationClosesText(TIMES, closes, t)).toBeNull();
    expect(registrationOpenAt({ ...TIMES, is_registration_on: true }, closes - 1)).toBe(true);
    expect(registrationOpenAt({ ...TIMES, is_registration_on: true }, closes)).toBe(false);
    expect(registrationOpenAt({ ...TIMES, is_registration_on: false }, closes - MINUTE)).toBe(false);
    expect(registrationOpenAt({ is_registration_on: true, registration_closes_at: null }, closes)).toBe(true);
  });

  it("shows times in the viewer's zone with the zone named", () => {
    expect(whenText(TIMES.starts_at, { timeZone: "Asia/Kolkata", locale: "en-GB" })).toBe("Fri 1 Feb, 10:00 GMT+5:30");
    expect(whenText(TIMES.starts_at, { timeZone: "UTC", locale: "en-GB" })).toBe("Fri 1 Feb, 04:30 UTC");
    expect(spanOfTimes(TIMES, t, "event", { timeZone: "UTC", locale: "en-GB" })).toBe("Fri 1 Feb, 04:30 to 09:30 UTC");
    expect(spanOfTimes(TIMES, t, "event", { timeZone: "America/New_York", locale: "en-US" })).toBe(
      "Thu, Jan 31, 11:30 PM EST to Fri, Feb 1, 04:30 AM EST",
    );
  });

  it("says them in Hindi, with Hindi dates, for a participant who chose Hindi", () => {
    const hindi = wordsIn("hi");
    expect(spanText(133 * MINUTE, hindi, "event")).toBe("2 घंटे 13 मिनट");
    expect(spanText(30_000, hindi, "dashboard")).toBe("एक मिनट से कम");
    expect(countdown(TIMES, START - (3 * 24 * 60 + 4 * 60) * MINUTE, hindi)).toEqual({
      phase: "upcoming",
      text: "3 दिन 4 घंटे में शुरू",
    });
    expect(countdown(TIMES, START, hindi)?.text).toBe("लाइव, 5 घंटे में समाप्त");
    const closes = Date.parse(TIMES.registration_closes_at);
    expect(registrationClosesText(TIMES, closes - 41 * MINUTE, hindi)).toBe("पंजीकरण 41 मिनट में बंद होगा");
    expect(spanOfTimes(TIMES, hindi, "dashboard", { timeZone: "UTC", locale: "hi" })).toMatch(/^शुक्र.* से .* तक$/u);
  });
});
