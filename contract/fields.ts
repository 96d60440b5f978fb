import * as z from "zod/mini";
import { maxLengthMessage, maxValueMessage, MESSAGES, minLengthMessage, minValueMessage } from "./messages";

const noNul = z.refine<string>((value) => !value.includes("\u0000"), { error: MESSAGES.nulCharacter });

/**
 * A request's string field with Django REST Framework's messages: spaces at both ends dropped, at most `max`
 * characters, not blank unless `blank`, at least `min` when given, never a NUL character.
 */
export function text(max: number, { blank = false, min }: { blank?: boolean; min?: number } = {}) {
  return z
    .string({ error: MESSAGES.notString })
    .check(
      noNul,
      z.trim(),
      z.maxLength(max, maxLengthMessage(max)),
      ...(blank ? [] : [z.minLength(1, MESSAGES.blank)]),
      ...(min === undefined ? [] : [z.minLength(min, minLengthMessage(min))]),
    );
}

/** A request's integer field in [min, max]. */
export function integer(min: number, max: number) {
  return z
    .int({ error: MESSAGES.notInteger })
    .check(z.gte(min, minValueMessage(min)), z.lte(max, maxValueMessage(max)));
}

export const boolean = () => z.boolean({ error: MESSAGES.notBoolean });

/** A date and time as the API writes it: ISO 8601 in UTC. */
export const timestamp = () => z.string();

/**
 * A request's date and time: ISO 8601 with a zone (`2020-02-01T18:30:00Z`, `...+05:30`), or null to clear it. The
 * server stores it and answers it in UTC.
 */
export const dateTimeInput = () => z.nullable(z.iso.datetime({ offset: true, error: MESSAGES.notDateTime }));
