import { DEFAULT_LANGUAGE, type Language } from "./languages";
import type { LATER_CATALOGUES } from "./laterCatalogues";

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
 * Every catalogue, by area and language, each its own chunk (these four areas' named `messages-<area>-<language>`): a
 * visit downloads only its language's, English included (docs/architecture.md, "Languages"). The webpack loader
 * compiles the JSON at build time (config/messageCatalogue.cjs). The shell (header, footer, 404 and error pages, and
 * the few words every public page shares) is asked for first thing (src/main.tsx), beside the page's code, and the
 * first render waits for it; any other area comes with the code that shows it (the toasts' with the toaster, a page's
 * with the page: src/app/routeTable.tsx), downloaded side by side with that code.
 */
const FIRST_CATALOGUES = {
  shell: {
    en: () => import(/* webpackChunkName: "messages-shell-en" */ "./messages/shell/en.json"),
    hi: () => import(/* webpackChunkName: "messages-shell-hi" */ "./messages/shell/hi.json"),
  },
  home: {
    en: () => import(/* webpackChunkName: "messages-home-en" */ "./messages/home/en.json"),
    hi: () => import(/* webpackChunkName: "messages-home-hi" */ "./messages/home/hi.json"),
  },
  events: {
    en: () => import(/* webpackChunkName: "messages-events-en" */ "./messages/events/en.json"),
    hi: () => import(/* webpackChunkName: "messages-events-hi" */ "./messages/events/hi.json"),
  },
  event: {
    en: () => import(/* webpackChunkName: "messages-event-en" */ "./messages/event/en.json"),
    hi: () => import(/* webpackChunkName: "messages-event-hi" */ "./messages/event/hi.json"),
  },
} satisfies Record<string, Record<Language, Loader>>;

/**
 * The other areas' loaders come in a chunk of their own (laterCatalogues.ts) when one of them is first asked for: the
 * pages a first visit lands on and the shell need none of them, and the entry stays within its budget.
 */
type LaterCatalogues = typeof LATER_CATALOGUES;
type Catalogues = typeof FIRST_CATALOGUES & LaterCatalogues;
type FirstArea = keyof typeof FIRST_CATALOGUES;

const loaderOf = (area: MessageArea, language: Language): Loader =>
  area in FIRST_CATALOGUES
    ? FIRST_CATALOGUES[area as FirstArea][language]
    : () =>
        import(/* webpackChunkName: "catalogue-loaders" */ "./laterCatalogues").then(({ LATER_CATALOGUES }) =>
          LATER_CATALOGUES[area as keyof LaterCatalogues][language](),
        );

export type MessageArea = keyof Catalogues;
type EnglishOf<Area extends MessageArea> = Awaited<ReturnType<Catalogues[Area]["en"]>>["default"];

/** Every message's key: the English catalogues' (a key missing there fails the type check where it is used). */
export type MessageKey = { [Area in MessageArea]: keyof EnglishOf<Area> }[MessageArea];

/** What has arrived, per language: every loaded area's messages in one table (no key is in two areas). */
// What TypeScript reads as the JSON's strings arrives compiled: a text or a function per message.
const loaded = new Map<Language, Catalogue>();
const loading = new Map<string, Promise<void>>();
/** Every area asked for so far, so a change of language brings each of them in the new language. */
const askedAreas = new Set<MessageArea>(["shell"]);
/** The language shown: the one a page's messages are loaded in (loadPageMessages). */
let shownLanguage: Language = DEFAULT_LANGUAGE;

/**
 * Loads the language's catalogues of `areas` (by default every area asked for so far, so a change of language keeps
 * every screen on show in words; the shell at least). Resolves once they can be used; a failed download rejects and is
 * tried again on the next call.
 */
export function loadMessages(language: Language, areas: readonly MessageArea[] = [...askedAreas]): Promise<void> {
  return Promise.all(
    areas.map((area) => {
      askedAreas.add(area);
      const id = `${area}/${language}`;
      let pending = loading.get(id);
      if (!pending) {
        pending = loaderOf(area, language)().then(
          (module) => {
            loaded.set(language, { ...loaded.get(language), ...(module.default as unknown as Catalogue) });
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
 * The language to show from now on (src/main.tsx before the first render, chooseLanguage on a change): every area
 * asked for so far in `language`, which pages then load theirs in. Rejects, changing nothing, when they cannot be
 * fetched.
 */
export function showMessagesIn(language: Language): Promise<void> {
  const previous = shownLanguage;
  // At once: a page asked for meanwhile (src/main.tsx's first page) loads its messages in this language.
  shownLanguage = language;
  return loadMessages(language).catch((error: unknown) => {
    shownLanguage = previous;
    throw error;
  });
}

/** A page's messages in the language shown, loaded with its code (src/app/routeTable.tsx). */
export const loadPageMessages = (areas: readonly MessageArea[]): Promise<void> => loadMessages(shownLanguage, areas);

/**
 * Code and its words side by side: `code` (a dynamic import under way) with the messages of `areas` in the language
 * shown; resolves to the module once both are in, so what it renders never shows a key for want of its words.
 */
export const withMessages = <Module>(code: Promise<Module>, areas: readonly MessageArea[]): Promise<Module> =>
  Promise.all([code, loadPageMessages(areas)]).then(([module]) => module);

/**
 * Before the first render (src/main.tsx): the language's shell, or English's when it cannot be fetched. Never rejects:
 * without either, messages show their keys rather than nothing.
 */
export const loadFirstMessages = (language: Language): Promise<void> =>
  showMessagesIn(language)
    .catch(() => showMessagesIn(DEFAULT_LANGUAGE))
    .catch(() => undefined);

/** The compiled message in the language if its catalogue has arrived, else in English; undefined if neither has. */
export function compiledMessage(language: Language, key: MessageKey): CompiledMessage | undefined {
  return loaded.get(language)?.[key] ?? loaded.get(DEFAULT_LANGUAGE)?.[key];
}
