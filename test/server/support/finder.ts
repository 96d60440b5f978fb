import type {
  Accepted,
  FinderMine,
  ListingPage,
  ListingSave,
  MyListing,
  ReceivedRequest,
  RequestSend,
  SentRequest,
} from "../../../contract/finder";
import type { Team } from "../../../contract/teams";
import type { Festival } from "./festival";
import { participant, type Participant, type Reply } from "./harness";

/**
 * Calls of the teammate finder, as a participant makes them (docs/API.md "Teammate finder"). The festival's API is
 * read at each call (it is set once `beforeAll` has run).
 */
export function finderCalls(festival: Festival) {
  const api = { call: ((...args) => festival.api.call(...args)) as Festival["api"]["call"] };
  return {
    save: (who: Participant, slug: string, body: ListingSave) =>
      api.call<MyListing>("PUT", `finder/${slug}/listing/`, { token: who.token, body }),
    end: (who: Participant, slug: string) => api.call("DELETE", `finder/${slug}/listing/`, { token: who.token }),
    browse: (who: Participant, slug: string, query = "") =>
      api.call<ListingPage>("GET", `finder/${slug}/${query ? `?${query}` : ""}`, { token: who.token }),
    mine: (who: Participant) => api.call<FinderMine>("GET", "finder/", { token: who.token }),
    ask: (who: Participant, listing: number, body: RequestSend = { message: "Shall we team up?" }) =>
      api.call<SentRequest>("POST", `finder/listings/${listing}/requests/`, { token: who.token, body }),
    accept: (who: Participant, request: number, team: "mine" | "theirs" | "new", teamName?: string) =>
      api.call<Accepted>("POST", `finder/requests/${request}/accept/`, {
        token: who.token,
        body: teamName === undefined ? { team } : { team, team_name: teamName },
      }),
    decline: (who: Participant, request: number) =>
      api.call<ReceivedRequest>("POST", `finder/requests/${request}/decline/`, { token: who.token }),
    withdraw: (who: Participant, request: number) =>
      api.call("DELETE", `finder/requests/${request}/`, { token: who.token }),
    block: (who: Participant, request: number) =>
      api.call("POST", `finder/requests/${request}/block/`, { token: who.token }),
    report: (who: Participant, body: { listing?: number; request?: number; reason: string }) =>
      api.call<{ id: number }>("POST", "finder/reports/", { token: who.token, body }),
    createTeam: (who: Participant, eventId: number, name: string) =>
      api.call<Team>("POST", "teams/create/", { token: who.token, body: { event: eventId, team_name: name } }),
    join: (who: Participant, code: string) =>
      api.call<Team>("POST", "teams/join/", { token: who.token, body: { access_code: code } }),
  };
}

/** A person's plain listing in `slug`, made through the API: the listing. */
export async function listed(festival: Festival, who: Participant, slug: string, body: Partial<ListingSave> = {}) {
  const saved = await finderCalls(festival).save(who, slug, { note: "Looking for a teammate", ...body });
  if (saved.status !== 200) throw new Error(`listing failed: ${JSON.stringify(saved.body)}`);
  return saved.body;
}

/** New ready participants with these names. */
export async function people(festival: Festival, ...names: string[]): Promise<Participant[]> {
  const made: Participant[] = [];
  for (const name of names) made.push(await participant(festival.api, { name }));
  return made;
}

/** The body's detail or first field message, for asserting refusals. */
export const messageOf = (reply: Reply) => {
  const body = reply.body as Record<string, unknown> | null;
  if (body && typeof body.detail === "string") return body.detail;
  const first = body ? Object.values(body)[0] : undefined;
  return Array.isArray(first) ? String(first[0]) : JSON.stringify(body);
};

/** Moves the clock of a listing or request back by `days` (its times as if made that long ago). */
export async function age(festival: Festival, table: "finder_listings" | "finder_requests", id: number, days: number) {
  const columns =
    table === "finder_listings"
      ? "created_at = created_at - make_interval(days => $2), saved_at = saved_at - make_interval(days => $2), expires_at = expires_at - make_interval(days => $2)"
      : "created_at = created_at - make_interval(days => $2), expires_at = expires_at - make_interval(days => $2)";
  await festival.api.db.query(`UPDATE ${table} SET ${columns} WHERE id = $1`, [id, days]);
}
