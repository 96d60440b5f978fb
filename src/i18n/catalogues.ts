import { DEFAULT_LANGUAGE, type Language } from "./languages";
import englishShell from "./messages/shell/en.json";

/** What a message's `values` may hold; `<Message>` also takes React elements. */
export type MessageValues = Record<string, unknown>;
/**
 * A compiled message (config/messageCatalogue.cjs): its text, or for a message with arguments a function returning its
 * parts, nested where it chose a plural or select branch.
 */
type CompiledMessage = string | ((values?: MessageValues) => unknown);
type Catalogue = Record<string, CompiledMessage>;
type Loader = () => Promise<{ default: unknown }>;

/**
 * Every catalogue, by area and language, each its own chunk (`messages-<area>-<language>`): a visit downloads only
 * its language's. The webpack loader compiles the JSON at build time (config/messageCatalogue.cjs). The shell (header,
 * footer, 404 and error pages) is loaded before the first render (src/main.tsx), English's comes with the app's own
 * code (docs/decisions.md: the first visit's budget); any other area with the code that shows it (the toasts' with the
 * toaster).
 */
const CATALOGUES = {
  shell: {
    en: () => Promise.resolve({ default: englishShell }),
    hi: () => import(/* webpackChunkName: "messages-shell-hi" */ "./messages/shell/hi.json"),
  },
  toasts: {
    en: () => import(/* webpackChunkName: "messages-toasts-en" */ "./messages/toasts/en.json"),
    hi: () => import(/* webpackChunkName: "messages-toasts-hi" */ "./messages/toasts/hi.json"),
  },
} satisfies Record<string, Record<Language, Loader>>;

export type MessageArea = keyof typeof CATALOGUES;
type EnglishOf<Area extends MessageArea> = Awaited<ReturnType<(typeof CATALOGUES)[Area]["en"]>>["default"];

/** Every message's key: the English catalogues' (a key missing there fails the type check where it is used). */
export type MessageKey = { [Area in MessageArea]: keyof EnglishOf<Area> }[MessageArea];

/** What has arrived, per language: every loaded area's messages in one table (no key is in two areas). */
// What TypeScript reads as the JSON's strings arrives compiled: a text or a function per message.
const loaded = new Map<Language, Catalogue>([[DEFAULT_LANGUAGE, englishShell as unknown as Catalogue]]);
const loading = new Map<string, Promise<void>>();
const loadedAreas = new Set<MessageArea>(["shell"]);

/**
 * Loads the language's catalogues of `areas` (by default every area loaded so far, so a change of language keeps
 * every screen on show in words; the shell at least). Resolves once they can be used; a failed download rejects and is
 * tried again on the next call.
 */
export function loadMessages(language: Language, areas: readonly MessageArea[] = [...loadedAreas]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      const id = `${area}/${language}`;
      let pending = loading.get(id);
      if (!pending) {
        pending = CATALOGUES[area][language]().then(
          (module) => {
            loaded.set(language, { ...loaded.get(language), ...(module.default as unknown as Catalogue) });
            loadedAreas.add(area);
          },
          (error: unknown) => {
            loading.delete(id);
            throw error;
          },
        );
        loading.set(id, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

/**
 * Before the first render (src/main.tsx): the language's shell, or English's when it cannot be fetched. Never rejects:
 * without either, messages show their keys rather than nothing.
 */
export const loadFirstMessages = (language: Language): Promise<void> =>
  loadMessages(language)
    .catch(() => loadMessages(DEFAULT_LANGUAGE))
    .catch(() => undefined);

/** The compiled message in the language if its catalogue has arrived, else in English; undefined if neither has. */
export function compiledMessage(language: Language, key: MessageKey): CompiledMessage | undefined {
  return loaded.get(language)?.[key] ?? loaded.get(DEFAULT_LANGUAGE)?.[key];
}
