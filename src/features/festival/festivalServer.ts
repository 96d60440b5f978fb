import type { Profile } from "../../../contract/profile";
import type { AppStore, RootState } from "../../app/hooks";
import type { PageAnswers } from "../../content/pageAnswers";
import { selectListedServer } from "../events/eventsApi";

/** Which server answers: the original 2020 backend (no `festival/`) or one that keeps the whole contract. */
export type ServerKind = "original" | "current";

type CacheEntry = { endpointName?: string; status?: string; data?: unknown } | undefined;

const entryOf = (state: RootState, endpointName: string) =>
  Object.values(state.api.queries).find((entry) => (entry as CacheEntry)?.endpointName === endpointName) as CacheEntry;

/** Answers the project's API wrote into a page it regenerated on publish: only its server writes them. */
const carriesAnswers = ({ festival, events, texts, rows }: PageAnswers) =>
  festival !== null || events !== null || texts.length > 0 || (rows?.length ?? 0) > 0;

/** The fields the project added to `profile/` (contract/profile.ts): the original backend's profile has none of them. */
const PROJECT_PROFILE_FIELDS = ["email", "is_organiser", "calendar_url"] as const;

/**
 * What the calls the app makes anyway say of the server, for `festival/` (docs/API.md, "Optional features and the
 * original backend"), or null while none has said it:
 * - a page the API regenerated on publish carries its answers (src/content/pageAnswers.ts): the project's server;
 * - else the `events/` list's answer, as for an event page's texts (`selectListedServer`): the home page, the events
 *   pages, the results, the finder, the dashboard and the terminal ask for it;
 * - else, once the list is not under way, the profile's answer (the dashboard, the console, the profile's editor): one
 *   with a field the project added is its server's, one without is the original backend's.
 * No other page asks for either: there the verdict of an earlier page of the visit holds, or none comes.
 */
export function selectFestivalServer(state: RootState): ServerKind | null {
  if (carriesAnswers(state.pageAnswers)) return "current";
  const listed = selectListedServer(state);
  if (listed) return listed;
  if (entryOf(state, "getEvents")?.status === "pending") return null;
  const profile = entryOf(state, "getProfile")?.data as Partial<Profile> | undefined;
  if (!profile) return null;
  return PROJECT_PROFILE_FIELDS.some((field) => profile[field] !== undefined) ? "current" : "original";
}

/**
 * Runs `start` once the store says the server is one that keeps the whole contract, never when it says the original
 * backend; in a task of its own, not in the one the store tells its subscribers in: React renders an answer in that
 * task (its components subscribe to the store), and `start`'s own dispatch (a read asked, its checks built) would
 * lengthen it on a phone. Answers the unsubscribe: of the wait, of the task not run yet, or of what `start` subscribed.
 */
export function whenCurrentServer(store: AppStore, start: () => () => void): () => void {
  let stopWaiting: (() => void) | undefined;
  let release: (() => void) | undefined;
  let pending: number | undefined;
  let decided = false;
  const decide = () => {
    const server = decided ? null : selectFestivalServer(store.getState());
    if (!server) return;
    decided = true;
    stopWaiting?.();
    if (server === "current") pending = window.setTimeout(() => (release = start()), 0);
  };
  decide();
  if (!decided) stopWaiting = store.subscribe(decide);
  return () => {
    stopWaiting?.();
    window.clearTimeout(pending);
    release?.();
  };
}
