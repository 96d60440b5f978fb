import type { Translate } from "../i18n/useT";

/** An event's times as the API gives them (ISO 8601 in UTC, null while unknown). */
export interface EventTimes {
  starts_at?: string | null;
  ends_at?: string | null;
  registration_closes_at?: string | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The areas whose catalogues have the schedule's words (`<area>.schedule.*`): the event page's and the dashboard's. */
type ScheduleArea = "event" | "dashboard";

/** A span of time as people say it, to the minute: "3 d 4 h", "2 h 13 min", "41 min", "less than a minute". */
export function spanText(ms: number, t: Translate, area: ScheduleArea): string {
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  const shape =
    ms < MINUTE
      ? "lessThanMinute"
      : days > 0
        ? hours > 0
          ? "daysHours"
          : "days"
        : hours > 0
          ? minutes > 0
            ? "hoursMinutes"
            : "hours"
          : "minutes";
  return t(`${area}.schedule.span`, { shape, days, hours, minutes });
}

export type EventPhase = "upcoming" | "live" | "ended";

/** Where an event stands at `now`, said in words ("starts in 2 h 13 min", "live, ends in 41 min", "ended"). */
export function countdown(times: EventTimes, now: number, t: Translate): { phase: EventPhase; text: string } | null {
  if (!times.starts_at || !times.ends_at) return null;
  const start = Date.parse(times.starts_at);
  const end = Date.parse(times.ends_at);
  if (now < start)
    return { phase: "upcoming", text: t("event.schedule.startsIn", { span: spanText(start - now, t, "event") }) };
  if (now < end) return { phase: "live", text: t("event.schedule.live", { span: spanText(end - now, t, "event") }) };
  return { phase: "ended", text: t("event.schedule.ended") };
}

/** "Registration closes in 5 h 10 min" while it is ahead; null once passed or unknown. */
export function registrationClosesText(times: EventTimes, now: number, t: Translate): string | null {
  if (!times.registration_closes_at) return null;
  const left = Date.parse(times.registration_closes_at) - now;
  return left > 0 ? t("dashboard.schedule.closesIn", { span: spanText(left, t, "dashboard") }) : null;
}

/**
 * A moment in the viewer's own time zone, the zone named: "Sat 1 Feb, 10:00 GMT+5:30". `timeZone` and `locale` are
 * for tests; the browser's own are used otherwise.
 */
export function whenText(iso: string, { timeZone, locale }: { timeZone?: string; locale?: string } = {}): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  }).format(new Date(iso));
}

/**
 * When an event runs, in the viewer's zone: "Sat, 1 Feb, 10:00 to 15:00 GMT+5:30" within a day, both dates in full
 * otherwise; null while either end is unknown.
 */
export function spanOfTimes(
  times: EventTimes,
  t: Translate,
  area: ScheduleArea,
  options: { timeZone?: string; locale?: string } = {},
): string | null {
  if (!times.starts_at || !times.ends_at) return null;
  const start = new Date(times.starts_at);
  const end = new Date(times.ends_at);
  const day = new Intl.DateTimeFormat(options.locale, { dateStyle: "short", timeZone: options.timeZone });
  if (day.format(start) !== day.format(end))
    return t(`${area}.schedule.range`, {
      from: whenText(times.starts_at, options),
      to: whenText(times.ends_at, options),
    });
  const clock = new Intl.DateTimeFormat(options.locale, {
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: options.timeZone,
  });
  const startDay = new Intl.DateTimeFormat(options.locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: options.timeZone,
  });
  return t(`${area}.schedule.range`, { from: startDay.format(start), to: clock.format(end) });
}
