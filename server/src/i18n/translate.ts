import MessageFormat from "@messageformat/core";
import { CONTENT_MESSAGES } from "../../../contract/eventContent";
import { FINDER_MAX_SKILLS, FINDER_MESSAGES, MAX_PENDING_REQUESTS } from "../../../contract/finder";
import {
  maxLengthMessage,
  maxValueMessage,
  MESSAGES,
  minLengthMessage,
  minValueMessage,
  throttledMessage,
} from "../../../contract/messages";
import { RESULTS_MAX_RANK } from "../../../contract/results";
import { RICH_TEXT_LIMITS } from "../../../contract/richText";
import { RICH_TEXT_MESSAGES } from "../../../contract/richTextParse";
import { ENGLISH, type ServerLanguage } from "./languages";
import hindi from "./messages/hi.json";
import { SERVER_TABLES } from "./serverTables";

/** The messages with a number in them: the catalogue's key, the English message, the argument's name. */
const WITH_NUMBER = [
  ["throttled", throttledMessage, "seconds"],
  ["maxLength", maxLengthMessage, "max"],
  ["minLength", minLengthMessage, "min"],
  ["minValue", minValueMessage, "min"],
  ["maxValue", maxValueMessage, "max"],
] as const;

/**
 * The contract's tables of English messages a participant reads, each under its prefix in the catalogues
 * (`noSuchAccount`, `finder.listingEnded`), then the server's own (serverTables.ts); a message that is a function (it
 * quotes the caller's values) is translated when QUOTING names its values, and stays English otherwise.
 */
const TABLES: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ["", MESSAGES],
  ["finder.", FINDER_MESSAGES],
  // The events' texts as the console sends them: their checks, and what the rich-text parser refused.
  ["content.", CONTENT_MESSAGES],
  ["richText.", RICH_TEXT_MESSAGES],
  ...SERVER_TABLES,
];

/** The numbers the English messages of a table wrote in, given to their translations as arguments. */
const FIXED_VALUES: Record<string, Record<string, number>> = {
  "finder.tooManyPending": { count: MAX_PENDING_REQUESTS },
  "finder.tooManySkills": { count: FINDER_MAX_SKILLS },
  "richText.tooManyBlocks": { max: RICH_TEXT_LIMITS.blocks },
  "richText.tooManyItems": { max: RICH_TEXT_LIMITS.items },
  "richText.tooManyPieces": { max: RICH_TEXT_LIMITS.inlines },
};

/**
 * The messages that quote the caller's values (a skill's name, a team's id, a row of a file): the names their
 * translations give those values, in the order the English function takes them, and any number the English wrote in.
 * A message quoting a list says how the English function takes its stand-ins (`sample`): the leaderboard's missing
 * column quotes the file's header as `"a", "b"`, read back as one value between its first and last quote.
 */
const QUOTING: Record<
  string,
  { names: readonly string[]; fixed?: Record<string, number>; sample?: (stand: string[]) => unknown[] }
> = {
  "leaderboard.noColumn": { names: ["name", "columns"], sample: ([name, columns]) => [name, [columns]] },
  "finder.unknownSkill": { names: ["skill"] },
  "finder.unknownHandle": { names: ["handle"] },
  "results.unknownTeam": { names: ["id"] },
  "results.otherEvent": { names: ["id"] },
  "results.duplicate": { names: ["id"] },
  "results.csvTeam": { names: ["row", "team"] },
  "results.csvRank": { names: ["row"], fixed: { max: RESULTS_MAX_RANK } },
  "results.correctedReason": { names: ["date"] },
  "richText.linkRefused": { names: ["href"] },
  "richText.tooLong": { names: ["max", "length"] },
};

export type MessageKey = keyof typeof MESSAGES | (typeof WITH_NUMBER)[number][0];
type Compiled = (values?: Record<string, unknown>) => string;
type Catalogue = Record<string, string>;

/** Every language's catalogue but English's (English is the contract's own words). */
const SOURCES: Record<Exclude<ServerLanguage, "en">, Catalogue> = { hi: hindi };

/** The catalogues compiled once, when the server starts (ICU MessageFormat, the app's own format: docs/decisions.md). */
const COMPILED = new Map(
  Object.entries(SOURCES).map(([language, source]) => {
    const format = new MessageFormat(language);
    const messages = new Map(Object.entries(source).map(([key, text]) => [key, format.compile(text) as Compiled]));
    return [language, messages] as const;
  }),
);

/** An English message of the contract → its key in the catalogues, for words the services wrote in English. */
const KEY_OF_TEXT = new Map<string, string>(
  TABLES.flatMap(([prefix, table]) =>
    Object.entries(table).flatMap(([key, text]) => (typeof text === "string" ? [[text, prefix + key] as const] : [])),
  ),
);

/** Every key a catalogue has: the tables' messages, those with a number and those quoting values (the catalogues' test holds them to it). */
export const CATALOGUE_KEYS = [...KEY_OF_TEXT.values(), ...WITH_NUMBER.map(([key]) => key), ...Object.keys(QUOTING)];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SAMPLE = 987654321;
/** A pattern per message with a number (both of the English plural's forms), reading the number back. */
const NUMBER_PATTERNS = WITH_NUMBER.flatMap(([key, english, argument]) =>
  [1, SAMPLE].map((sample) => ({
    key,
    argument,
    pattern: new RegExp(`^${escaped(english(sample)).replace(String(sample === 1 ? 1 : SAMPLE), "(\\d+)")}$`),
  })),
);

/** Stands for the i-th value in a sample of a quoting message: between private-use characters no message writes. */
const sentinel = (index: number) => `\uE000${index}\uE001`;

/**
 * A pattern per message quoting values, from its English function called with sentinels: its words as they are, each
 * value read back (whatever the caller gave), and which of the function's values each group is.
 */
const QUOTING_PATTERNS = TABLES.flatMap(([prefix, table]) =>
  Object.entries(table).flatMap(([name, english]) => {
    const key = prefix + name;
    const quoting = QUOTING[key];
    if (!quoting || typeof english !== "function") return [];
    const stand = quoting.names.map((_, at) => sentinel(at));
    const sample = String((english as (...values: unknown[]) => unknown)(...(quoting.sample?.(stand) ?? stand)));
    const order: number[] = [];
    const source = sample
      .split(/\uE000(\d+)\uE001/)
      .map((part, at) => {
        if (at % 2 === 0) return escaped(part);
        order.push(Number(part));
        return "([\\s\\S]*?)";
      })
      .join("");
    return [{ key, quoting, order, pattern: new RegExp(`^${source}$`) }];
  }),
);

/** A message in `language` (English is the contract's words as they are). */
export function message(language: ServerLanguage, key: MessageKey, values: Record<string, unknown> = {}): string {
  const compiled = language === ENGLISH ? undefined : COMPILED.get(language)?.get(key);
  if (compiled) return compiled(values);
  const numbered = WITH_NUMBER.find(([name]) => name === key);
  if (numbered) return numbered[1](Number(values[numbered[2]]));
  return MESSAGES[key as keyof typeof MESSAGES];
}

/**
 * One of the contract's English messages in `language`; any other text (an organiser's words, a message not in the
 * catalogues yet) as it is. The services keep writing the contract's messages; this translates them on the way out.
 */
export function translated(text: string, language: ServerLanguage): string {
  if (language === ENGLISH) return text;
  const key = KEY_OF_TEXT.get(text);
  const compiled = key === undefined ? undefined : COMPILED.get(language)?.get(key);
  if (key && compiled) return compiled(FIXED_VALUES[key]);
  for (const { key: numbered, argument, pattern } of NUMBER_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return message(language, numbered, { [argument]: Number(match[1]) });
  }
  for (const { key, quoting, order, pattern } of QUOTING_PATTERNS) {
    const compiledQuoting = COMPILED.get(language)?.get(key);
    const match = compiledQuoting && pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(order.map((index, group) => [quoting.names[index], match[group + 1]]));
    return compiledQuoting({ ...quoting.fixed, ...values });
  }
  return text;
}

/**
 * An error body (Django REST's shapes: `{detail}`, `{field: [messages]}`, a bare list) with its messages in `language`;
 * its keys, and every value that is not a message (a 409's `current`), as they are.
 */
export function translatedBody(body: unknown, language: ServerLanguage): unknown {
  if (language === ENGLISH) return body;
  if (typeof body === "string") return translated(body, language);
  if (Array.isArray(body)) return body.map((item) => translatedBody(item, language));
  if (body && typeof body === "object") {
    return Object.fromEntries(
      Object.entries(body).map(([key, value]) => [key, key === "current" ? value : translatedBody(value, language)]),
    );
  }
  return body;
}
