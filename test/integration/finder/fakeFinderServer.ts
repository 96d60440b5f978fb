import { http, HttpResponse } from "msw";
import {
  FINDER_PAGE_SIZE,
  type Listing,
  type MyListing,
  type ReceivedRequest,
  type SentRequest,
} from "../../../contract/finder";
import type { Profile } from "../../../contract/profile";
import type { Team } from "../../../contract/teams";
import { apiUrl } from "../../msw/apiUrl";
import { serverEvents } from "../../msw/fixtures";
import { completeProfile, emptyHandles } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";

/** A write the fake received: where, and the body sent. */
export interface Write {
  method: string;
  path: string;
  body: unknown;
}

interface Options {
  profile?: Profile;
  /** Others' listings, newest first. */
  listings?: Listing[];
  received?: ReceivedRequest[];
  sent?: SentRequest[];
  mine?: MyListing[];
}

/**
 * An in-memory teammate finder (docs/API.md "Teammate finder") for the app's tests: browsing filters and pages the
 * listings it holds as the server does, writes change what the next reads answer (a listing asked shows as asked, an
 * accepted request becomes a team in `events/`), and every write is recorded.
 */
export function installFinderServer(options: Options = {}) {
  const profile = options.profile ?? completeProfile();
  const listings = [...(options.listings ?? [])];
  const received = [...(options.received ?? [])];
  const sent = [...(options.sent ?? [])];
  const mine = [...(options.mine ?? [])];
  const teams = new Map<string, Team>();
  const writes: Write[] = [];
  const reads: string[] = [];
  let nextId = 500;

  const record = async (request: Request, path: string) => {
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    writes.push({ method: request.method, path, body });
    return body ?? {};
  };

  server.use(
    http.get(apiUrl("profile/"), () => HttpResponse.json(profile)),
    http.get(apiUrl("profile/handles/"), () => HttpResponse.json({ ...emptyHandles(), codeforces: "asha_cf" })),
    http.get(apiUrl("events/"), () =>
      HttpResponse.json(serverEvents().map((event) => ({ ...event, team: teams.get(event.slug) ?? null }))),
    ),
    http.get(apiUrl("finder/"), () => HttpResponse.json({ banned: false, listings: mine, received, sent })),
    http.get(apiUrl("finder/:event/"), ({ request, params }) => {
      const url = new URL(request.url);
      reads.push(url.search);
      const skill = url.searchParams.get("skill");
      const country = url.searchParams.get("country");
      const hasTeam = url.searchParams.get("has_team");
      const institute = url.searchParams.get("institute")?.toLowerCase();
      const matching = listings.filter(
        (item) =>
          item.event === params.event &&
          (!skill || item.skills.includes(skill)) &&
          (!country || item.owner.country === country) &&
          (!institute || item.owner.institute?.toLowerCase().includes(institute)) &&
          (!hasTeam || (hasTeam === "yes") === (item.kind === "team")),
      );
      const page = Number(url.searchParams.get("page") ?? 1);
      const link = (target: number) => {
        const next = new URLSearchParams(url.search);
        next.set("page", String(target));
        return `finder/${String(params.event)}/?${next.toString()}`;
      };
      const last = Math.max(1, Math.ceil(matching.length / FINDER_PAGE_SIZE));
      return HttpResponse.json({
        count: matching.length,
        next: page < last ? link(page + 1) : null,
        previous: page > 1 ? link(page - 1) : null,
        results: matching.slice((page - 1) * FINDER_PAGE_SIZE, page * FINDER_PAGE_SIZE),
      });
    }),
    http.put(apiUrl("finder/:event/listing/"), async ({ request, params }) => {
      const body = await record(request, `finder/${String(params.event)}/listing/`);
      if (String(body.note ?? "").length > 280) {
        return HttpResponse.json({ note: ["Ensure this field has no more than 280 characters."] }, { status: 400 });
      }
      const saved: MyListing = {
        id: nextId++,
        event: String(params.event),
        kind: body.team ? "team" : "person",
        owner: { name: profile.name, institute: null, country: null, study_year: null, work_years: null, handles: {} },
        team: null,
        note: String(body.note ?? ""),
        skills: (body.skills as string[]) ?? [],
        skills_other: String(body.skills_other ?? ""),
        created_at: "2026-11-28T04:30:00Z",
        saved_at: "2026-11-28T04:30:00Z",
        expires_at: "2026-12-12T04:30:00Z",
        mine: true,
        requested: false,
        show: body.show as MyListing["show"],
        active: true,
        ended_reason: null,
      };
      mine.splice(0, mine.length, ...mine.filter((item) => item.event !== saved.event), saved);
      return HttpResponse.json(saved);
    }),
    http.delete(apiUrl("finder/:event/listing/"), async ({ request, params }) => {
      await record(request, `finder/${String(params.event)}/listing/`);
      const index = mine.findIndex((item) => item.event === params.event && item.active);
      if (index >= 0) mine[index] = { ...mine[index], active: false, ended_reason: "owner" };
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl("finder/listings/:id/requests/"), async ({ request, params }) => {
      const body = await record(request, `finder/listings/${String(params.id)}/requests/`);
      const target = listings.find((item) => item.id === Number(params.id));
      if (!target) return HttpResponse.json({ detail: "Not found." }, { status: 404 });
      target.requested = true;
      const made: SentRequest = {
        id: nextId++,
        listing: target.id,
        event: target.event,
        status: "pending",
        message: String(body.message ?? ""),
        created_at: "2026-11-28T04:30:00Z",
        expires_at: "2026-12-05T04:30:00Z",
        answered_at: null,
        to: { name: target.owner.name, team_name: target.team?.name ?? null },
      };
      sent.unshift(made);
      return HttpResponse.json(made, { status: 201 });
    }),
    http.post(apiUrl("finder/requests/:id/accept/"), async ({ request, params }) => {
      const body = await record(request, `finder/requests/${String(params.id)}/accept/`);
      const index = received.findIndex((item) => item.id === Number(params.id));
      if (index < 0) return HttpResponse.json({ detail: "Not found." }, { status: 404 });
      const answered = { ...received[index], status: "accepted" as const, options: [] };
      received[index] = answered;
      const name = body.team === "new" ? String(body.team_name ?? "") : (answered.from.team_name ?? "Your team");
      const event = serverEvents().find((item) => item.slug === answered.event);
      teams.set(answered.event, {
        id: 900,
        name,
        event: event?.id ?? 1,
        is_active: true,
        access_code: "FINDER123",
        creator: true,
        members: [
          { id: profile.id, name: profile.name, email: profile.email },
          { id: 31, name: answered.from.name, email: "meera@example.org" },
        ],
      });
      return HttpResponse.json({ team: { id: 900, name }, request: answered });
    }),
    http.post(apiUrl("finder/requests/:id/decline/"), async ({ request, params }) => {
      await record(request, `finder/requests/${String(params.id)}/decline/`);
      const index = received.findIndex((item) => item.id === Number(params.id));
      received[index] = { ...received[index], status: "declined", options: [] };
      return HttpResponse.json(received[index]);
    }),
    http.post(apiUrl("finder/requests/:id/block/"), async ({ request, params }) => {
      await record(request, `finder/requests/${String(params.id)}/block/`);
      const index = received.findIndex((item) => item.id === Number(params.id));
      received.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(apiUrl("finder/requests/:id/"), async ({ request, params }) => {
      await record(request, `finder/requests/${String(params.id)}/`);
      const index = sent.findIndex((item) => item.id === Number(params.id));
      sent[index] = { ...sent[index], status: "withdrawn" };
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(apiUrl("finder/reports/"), async ({ request }) => {
      await record(request, "finder/reports/");
      return HttpResponse.json({ id: nextId++ }, { status: 201 });
    }),
  );
  return { writes, reads, listings, received, sent, mine, teams };
}
