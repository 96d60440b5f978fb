import * as z from "zod/mini";
import { MESSAGES } from "../../contract/messages";
import { MAX_ID } from "../../contract/rules";
import { calendarFile } from "../../server/src/services/calendar";
import {
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RefusedError,
  UnauthenticatedError,
} from "../../server/src/services/errors";
import { parseBody, parseId } from "../../server/src/services/validate";

// The server's pure services, called as the routes call them: what a caller gets back or reads in the error.

function refusal(run: () => unknown): InvalidInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error;
    throw error;
  }
  throw new Error("no error");
}

describe("request bodies (parseBody)", () => {
  const schema = z.object({
    name: z.string({ error: "Not text." }).check(z.minLength(2, "Too short.")),
    age: z.optional(z.int({ error: "Not a whole number." })),
  });

  it("returns the parsed body, and reads a missing body as an empty object", () => {
    expect(parseBody(schema, { name: "Ada", age: 3 })).toEqual({ name: "Ada", age: 3 });
    expect(parseBody(z.object({ age: z.optional(z.int()) }), undefined)).toEqual({});
  });

  it.each([
    [null, "null"],
    [[1], "list"],
    ["text", "string"],
    [5, "number"],
  ])("answers a body that is not an object (%p) as Django REST Framework does", (body, type) => {
    expect(refusal(() => parseBody(schema, body)).errors).toEqual({
      non_field_errors: [`Invalid data. Expected a dictionary, but got ${type}.`],
    });
  });

  it("says required, not null, or only the type error of a field, and keeps other fields' messages", () => {
    expect(refusal(() => parseBody(schema, {})).errors).toEqual({ name: [MESSAGES.required] });
    expect(refusal(() => parseBody(schema, { name: null })).errors).toEqual({ name: [MESSAGES.notNull] });
    expect(refusal(() => parseBody(schema, { name: 5, age: 1.5 })).errors).toEqual({
      name: ["Not text."],
      age: ["Not a whole number."],
    });
    expect(refusal(() => parseBody(schema, { name: "A" })).errors).toEqual({ name: ["Too short."] });
  });

  it("puts an error about the whole body under non_field_errors, and its messages in the error's text", () => {
    const whole = z.object({ a: z.optional(z.int()) }).check(z.refine((body) => body.a !== undefined, "Give a."));
    const error = refusal(() => parseBody(whole, {}));
    expect(error.errors).toEqual({ non_field_errors: ["Give a."] });
    expect(error.message).toBe("Give a.");
  });
});

describe("path ids (parseId)", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    [String(MAX_ID), MAX_ID],
    ["0", null],
    [String(MAX_ID + 1), null],
    ["9999999999", null],
    ["12345678901", null],
    ["-1", null],
    ["1.5", null],
    ["1a", null],
    ["a1", null],
    ["", null],
  ])("%p is %p", (raw, id) => {
    expect(parseId(raw)).toBe(id);
  });
});

describe("domain errors", () => {
  it("carry the caller's message and their kind's name (the route edge picks the status by kind)", () => {
    expect(new NotFoundError()).toMatchObject({ name: "NotFoundError", message: MESSAGES.notFound });
    expect(new NotFoundError("No such team.").message).toBe("No such team.");
    expect(new RefusedError("Maximum Size of Team Reached")).toMatchObject({
      name: "RefusedError",
      message: "Maximum Size of Team Reached",
    });
    expect(new ForbiddenError("no").name).toBe("ForbiddenError");
    expect(new UnauthenticatedError("no").name).toBe("UnauthenticatedError");
    expect(InvalidInputError.field("email", "Taken.")).toMatchObject({
      name: "InvalidInputError",
      errors: { email: ["Taken."] },
      message: "Taken.",
    });
    expect(new InvalidInputError({ a: ["One."], b: ["Two.", "Three."] }).message).toBe("One. Two. Three.");
  });
});

describe("an iCalendar file (calendarFile)", () => {
  const links = { publicUrl: "https://codefest.example.org", apiPublicUrl: "https://api.example.org/api" };
  const event = {
    slug: "hackathon",
    name: "Hackathon",
    starts_at: "2020-03-13T04:30:00Z",
    ends_at: "2020-03-14T12:30:00Z",
    sequence: 2,
  };

  it("names the calendar and the product that wrote it", () => {
    const file = calendarFile([event], "Codefest '20: my events", links, "Codefest '20");
    expect(file).toMatch(/^PRODID:codefest\/schedule\r$/m);
    expect(file).toMatch(/^X-WR-CALNAME:Codefest '20: my events\r$/m);
    expect(file).toMatch(/^UID:event-hackathon@api\.example\.org\r$/m);
  });

  it("refuses an event the iCalendar library cannot write, instead of serving a broken file", () => {
    expect(() => calendarFile([{ ...event, starts_at: "not a time" }], "My events", links, "Codefest '20")).toThrow();
  });
});
