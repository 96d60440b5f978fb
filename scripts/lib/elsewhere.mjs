// Runs a function as if on another machine: another time zone, another default locale and a clock years ahead. The
// build (scripts/prerender.mjs) renders each public page both ways and fails when they differ: a page that shows the
// build machine's date or formats with its locale would also differ from what the visitor's browser renders.

/** UTC+14, a locale with its own digits and script, a clock about eleven years and five hours ahead. */
const OTHER_ZONE = "Pacific/Kiritimati";
const OTHER_LOCALE = "ar-EG";
const CLOCK_SHIFT_MS = (11 * 365 + 3) * 24 * 3600 * 1000 + 5 * 3600 * 1000 + 17 * 60 * 1000;

const INTL_FORMATTERS = [
  "DateTimeFormat",
  "NumberFormat",
  "Collator",
  "PluralRules",
  "RelativeTimeFormat",
  "ListFormat",
];
const LOCALE_METHODS = [
  [Date.prototype, ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]],
  [Number.prototype, ["toLocaleString"]],
  [BigInt.prototype, ["toLocaleString"]],
  [String.prototype, ["localeCompare", "toLocaleUpperCase", "toLocaleLowerCase"]],
  [Array.prototype, ["toLocaleString"]],
];

/** A Date that reads a clock shifted by CLOCK_SHIFT_MS; dates built from a value are unchanged. */
function shiftedDate(RealDate) {
  const now = () => RealDate.now() + CLOCK_SHIFT_MS;
  return new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === "now" ? now : Reflect.get(target, property, receiver)),
  });
}

/** A formatter constructor whose default locale (none given) is OTHER_LOCALE. */
function otherDefault(Formatter) {
  const withLocale = ([locales, ...rest]) => [locales ?? OTHER_LOCALE, ...rest];
  return new Proxy(Formatter, {
    construct: (target, args, newTarget) => Reflect.construct(target, withLocale(args), newTarget),
    apply: (target, self, args) => Reflect.apply(target, self, withLocale(args)),
  });
}

/** Patches the globals; returns the function that puts them back. */
function moveElsewhere() {
  const undo = [];
  const replace = (owner, key, value) => {
    const original = Object.getOwnPropertyDescriptor(owner, key);
    Object.defineProperty(owner, key, { ...original, value });
    undo.push(() => Object.defineProperty(owner, key, original));
  };
  const zone = process.env.TZ;
  process.env.TZ = OTHER_ZONE;
  undo.push(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  replace(globalThis, "Date", shiftedDate(globalThis.Date));
  for (const name of INTL_FORMATTERS) if (Intl[name]) replace(Intl, name, otherDefault(Intl[name]));
  for (const [prototype, methods] of LOCALE_METHODS) {
    for (const method of methods) {
      const original = prototype[method];
      // localeCompare's locale is its second argument; the others' is their first.
      const at = method === "localeCompare" ? 1 : 0;
      replace(prototype, method, function (...args) {
        if (args[at] === undefined) args[at] = OTHER_LOCALE;
        return original.apply(this, args);
      });
    }
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}

/**
 * Runs `run` (sync or async) with the time zone, default locale and clock of another machine, then restores them.
 * Nothing else should run meanwhile: the patches are global.
 */
export async function asIfElsewhere(run) {
  const comeBack = moveElsewhere();
  try {
    return await run();
  } finally {
    comeBack();
  }
}

/** Where two renders of a page first differ ("markup at 1234: ...|... vs ...|..."), or null when they are the same. */
export function firstDifference(here, there) {
  for (const field of Object.keys(here)) {
    const a = String(here[field]);
    const b = String(there[field]);
    if (a === b) continue;
    let at = 0;
    while (at < a.length && a[at] === b[at]) at += 1;
    const around = (text) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 40));
    return `${field} at ${at}: ${around(a)} here, ${around(b)} elsewhere`;
  }
  return null;
}
