import { createEntityAdapter, createSelector, createSlice } from "@reduxjs/toolkit";
import type { EventContent as Texts, PublishedEvent } from "../../../contract/eventContent";
import type { ContentLanguage } from "../../../contract/languages";
import type { EventDetails } from "../../../contract/seedEventDetails";
import { SEED_EVENT_SUMMARIES, type SeedEvent } from "../../../contract/seedEventSummaries";
import type { ServerEvent } from "../../../contract/teams";
import { eventView } from "../../content/events";
import type { EventContent } from "../../content/eventTypes";
import type { PageAnswers } from "../../content/pageAnswers";

/**
 * The events slice (docs/PRODUCT.md names it beside auth, theme and terminal): the client's own event state, never a
 * copy of the server's. It holds the bundled catalogue, the texts the build carries ("static, client side" in the
 * specification), normalised by slug, so that the pre-rendered pages, the original 2020 backend and an offline first
 * paint have every word: the summaries every list shows (contract/seedEventSummaries.ts) here, and an event page's own
 * texts (contract/seedEventDetails.ts) from the event page's code, which passes them to the selectors (`details`), so
 * the first visit's entry does not carry them. The server's list and published texts stay in RTK Query's cache, and
 * the selectors below merge them by slug, the one way every screen reads an event.
 */
export type BundledEvent = SeedEvent;

const adapter = createEntityAdapter<BundledEvent, string>({ selectId: (event) => event.slug });

export const eventsSlice = createSlice({
  name: "events",
  initialState: adapter.setAll(adapter.getInitialState(), SEED_EVENT_SUMMARIES),
  reducers: {},
});

const bundledSelectors = adapter.getSelectors();

/** What the selectors read: this slice, and RTK Query's cache once the API's code has arrived. */
interface EventsReadState {
  events: ReturnType<typeof eventsSlice.reducer>;
  api?: { queries?: Record<string, unknown> };
  /** The answers a page regenerated on publish was rendered from, read before RTK Query's (src/content/pageAnswers.ts). */
  pageAnswers?: PageAnswers;
}

const selectBundledEvents = (state: EventsReadState) => state.events;

/**
 * The one way every screen reads an event: the bundled catalogue of the events slice merged by slug with what the
 * server answered, read from RTK Query's cache (its list, `events/`, and an event's published texts, `events/{slug}/`).
 * The cache is found by endpoint name, as the header finds the profile: the API's code is not on a first visit to the
 * home page, and before it arrives the bundled texts are all there is (also what the pre-rendered pages show).
 */

/** An event as a screen shows it, in one language, with what the server knows of it once it has answered. */
export interface FestivalEvent extends EventContent {
  server?: ServerEvent;
  /** True while only the list's summary of an event is known (an event the build does not carry): no full texts yet. */
  summaryOnly?: boolean;
}

type CacheEntry = { endpointName?: string; originalArgs?: unknown; data?: unknown } | undefined;
const cacheEntries = (state: EventsReadState): CacheEntry[] => Object.values(state.api?.queries ?? {}) as CacheEntry[];

const isServerEvent = (value: unknown): value is ServerEvent =>
  !!value && typeof value === "object" && typeof (value as ServerEvent).slug === "string";

/**
 * The server's last list (an array, or undefined before an answer, after a sign-out or when it gave none); before its
 * answer, the list the page was rendered from when the API regenerated it.
 */
const selectServerList = createSelector(
  [
    (state: EventsReadState) => cacheEntries(state).find((entry) => entry?.endpointName === "getEvents")?.data,
    (state: EventsReadState) => state.pageAnswers?.events,
  ],
  (data, rendered): ServerEvent[] | undefined => {
    const list = Array.isArray(data) ? data : rendered;
    return list ? list.filter(isServerEvent) : undefined;
  },
);

/** The rows of events a page was rendered with without the whole list (an event's page: its own), by slug. */
const selectRenderedRows = createSelector([(state: EventsReadState) => state.pageAnswers?.rows], (rows) =>
  (rows ?? []).filter(isServerEvent),
);

const isPublished = (value: unknown): value is PublishedEvent =>
  !!value && typeof value === "object" && "content" in value && typeof (value as PublishedEvent).slug === "string";

/** Two tables of published texts with the same reads of the same events. */
const sameTexts = (a: Record<string, PublishedEvent>, b: Record<string, PublishedEvent>): boolean => {
  const slugs = Object.keys(a);
  return slugs.length === Object.keys(b).length && slugs.every((slug) => a[slug] === b[slug]);
};

/**
 * Every event's published texts the pages have read (or the page was rendered with), by slug; the cache's first. It
 * reads the whole cache, which changes with every request of any kind: the table made last is kept while its texts
 * are the same, or every screen listing events would render each of them again at each answer (the dashboard's
 * events view, 500 elements, five times on a first visit).
 */
const selectPublishedTexts = createSelector(
  [(state: EventsReadState) => state.api?.queries, (state: EventsReadState) => state.pageAnswers?.texts],
  (queries, rendered): Record<string, PublishedEvent> =>
    Object.fromEntries([
      ...(rendered ?? []).filter(isPublished).map((texts) => [texts.slug, texts]),
      ...(Object.values(queries ?? {}) as CacheEntry[])
        .filter((entry) => entry?.endpointName === "getPublishedEvent" && isPublished(entry.data))
        .map((entry) => [(entry!.data as PublishedEvent).slug, entry!.data as PublishedEvent]),
    ]),
  { memoizeOptions: { resultEqualityCheck: sameTexts } },
);

/**
 * Whether the list comes from a server that keeps events as data: it says each event's content (null before a first
 * version). The original 2020 backend knows only slugs: there the bundled roster stays, merged with its rows.
 */
export const listsContent = (list: readonly ServerEvent[]): boolean =>
  list.length === 0 || list.some((event) => event.content !== undefined);

const emptyTexts = (name: string, summary: ServerEvent["content"]): Texts => ({
  name,
  subject: summary?.subject ?? { en: "" },
  summary: summary?.summary ?? { en: "" },
  format: summary?.format ?? null,
  contest_url: null,
  icon: summary?.icon ?? "calendar",
  description: { en: [] },
  coordinators: [],
  faq_intro: null,
  faq: [],
});

/** The bundled page texts of an event (contract/seedEventDetails.ts), for the screens that show them. */
export type BundledDetails = (slug: string, maxMembers: number) => EventDetails | undefined;

/**
 * The texts of one event: its published ones when read, else the bundled ones (with their page texts when `details`
 * is given) with the list's newer summary over them.
 */
function textsOf(
  bundled: BundledEvent | undefined,
  server: ServerEvent | undefined,
  published: PublishedEvent | undefined,
  details: BundledDetails | undefined,
) {
  if (published) return { texts: published.content, summaryOnly: false };
  const summary = server?.content;
  if (!bundled) return { texts: emptyTexts(server?.name ?? "", summary), summaryOnly: true };
  const content = { ...bundled.content, ...details?.(bundled.slug, bundled.maxMembers) };
  if (!summary) return { texts: content, summaryOnly: false };
  const { icon, subject, format } = summary;
  return {
    texts: { ...content, name: server.name, icon, subject, summary: summary.summary, format },
    summaryOnly: false,
  };
}

const languageArgument = (_state: EventsReadState, language: ContentLanguage = "en") => language;
const detailsArgument = (_state: EventsReadState, _language?: ContentLanguage, details?: BundledDetails) => details;

/**
 * Every event a screen lists, in order: the server's list when it keeps events as data (an event organisers added is
 * there, a hidden one only for its members, with `server.hidden`), else the bundled catalogue with the server's rows
 * by slug (the original backend, or no answer yet: the pre-rendered pages' state).
 */
export const selectEvents = createSelector(
  [selectBundledEvents, selectServerList, selectRenderedRows, selectPublishedTexts, languageArgument, detailsArgument],
  (bundled, list, rows, published, language, details): FestivalEvent[] => {
    // The list's rows, else (before it answers) those the page was rendered with.
    const bySlug = new Map([...(list ? [] : rows), ...(list ?? [])].map((event) => [event.slug, event]));
    const fromServer = list !== undefined && listsContent(list);
    const listed = fromServer ? list.map((event) => event.slug) : (bundled.ids as string[]);
    // Texts read before the list answered (a page opened at an added event's address) name an event too.
    const slugs = fromServer ? listed : [...listed, ...Object.keys(published).filter((slug) => !listed.includes(slug))];
    return slugs.map((slug): FestivalEvent => {
      const kept = bundledSelectors.selectById(bundled, slug) as BundledEvent | undefined;
      const server = bySlug.get(slug);
      const { texts, summaryOnly } = textsOf(kept, server, published[slug], details);
      const view = eventView(slug, server?.max_members ?? kept?.maxMembers ?? 1, texts, language);
      return { ...view, ...(server ? { server } : {}), ...(summaryOnly ? { summaryOnly } : {}) };
    });
  },
);

/** The events of the public pages: every listed one but those the organisers hid (their members still see them). */
export const selectPublicEvents = createSelector([selectEvents], (events) =>
  events.filter((event) => event.server?.hidden !== true),
);

/** One event by slug, or undefined when no list, catalogue or read texts has it. */
export const selectEventByName = (
  state: EventsReadState,
  name: string,
  language: ContentLanguage = "en",
  details?: BundledDetails,
) => selectEvents(state, language, details).find((event) => event.name === name);
