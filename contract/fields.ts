import * as z from "zod/mini";
import { stripBidiControls } from "./bidi";
import { maxLengthMessage, maxValueMessage, MESSAGES, minLengthMessage, minValueMessage } from "./messages";
import { hasWebAddress } from "./rules";

export { BIDI_CONTROLS, isolate, stripBidiControls } from "./bidi";

const noNul = z.refine<string>((value) => !value.includes("\u0000"), { error: MESSAGES.nulCharacter });

/**
 * A request's string field with Django REST Framework's messages: bidirectional controls removed (BIDI_CONTROLS),
 * spaces at both ends dropped, at most `max` characters, not blank unless `blank`, at least `min` when given, never
 * a NUL character.
 */
export function text(max: number, { blank = false, min }: { blank?: boolean; min?: number } = {}) {
  return z
    .string({ error: MESSAGES.notString })
    .check(
      noNul,
      z.overwrite(stripBidiControls),
      z.trim(),
      z.maxLength(max, maxLengthMessage(max)),
      ...(blank ? [] : [z.minLength(1, MESSAGES.blank)]),
      ...(min === undefined ? [] : [z.minLength(min, minLengthMessage(min))]),
    );
}

/** A person's or a team's name: `text()` without a web address in it (`hasWebAddress` in contract/rules.ts). */
export function nameText(max: number, options: { blank?: boolean; min?: number } = {}) {
  return text(max, options).check(z.refine((value) => !hasWebAddress(value), { error: MESSAGES.nameWithAddress }));
}

/** A request's integer field in [min, max]. */
export function integer(min: number, max: number) {
  return z
    .int({ error: MESSAGES.notInteger })
    .check(z.gte(min, minValueMessage(min)), z.lte(max, maxValueMessage(max)));
}

export const boolean = () => z.boolean({ error: MESSAGES.notBoolean });

export { timestamp } from "./timestamp";

/** The years an event's time may fall in (in UTC): calendars, mail and the app write every time in between. */
export const EVENT_YEARS = { first: 2000, last: 2100 } as const;

const withinEventYears = (value: string): boolean => {
  const at = Date.parse(value);
  // A string that is no date at all has the format's own message.
  if (Number.isNaN(at)) return true;
  const year = new Date(at).getUTCFullYear();
  return year >= EVENT_YEARS.first && year <= EVENT_YEARS.last;
};

/**
 * A request's date and time: ISO 8601 with a zone (`2020-02-01T18:30:00Z`, `...+05:30`) in the years EVENT_YEARS (in
 * UTC), or null to clear it. The server stores it and answers it in UTC.
 */
export const dateTimeInput = () =>
  z.nullable(
    z.iso
      .datetime({ offset: true, error: MESSAGES.notDateTime })
      .check(z.refine(withinEventYears, { error: MESSAGES.dateTimeOutOfRange })),
  );
