import { delay, http, HttpResponse } from "msw";
import type { Profile } from "../../../contract/profile";
import { teamDetailsOf, type Team, type TeamDetails, type TeamMember } from "../../../contract/teams";
import type { ServerEvent } from "../../../src/features/events/eventsApi";
import { apiUrl } from "../../msw/apiUrl";
import { serverEvents } from "../../msw/fixtures";
import { completeProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";

interface StoredTeam {
  id: number;
  name: string;
  event: number;
  access_code: string;
  members: TeamMember[];
  creatorId: number;
  /** The contract's TEAM_DETAILS given at creation (absent: none). */
  details?: TeamDetails;
}

export const TEAMMATE: TeamMember = { id: 21, name: "Ravi Kumar" };
const GATE = "Profile needs to be filled and account must be verified";

/**
 * An in-memory festival API that keeps docs/API.md's team rules, so a test sees the screen the way the server's
 * answers leave it (the events list refetched after every change). Counts the writes it receives.
 */
export function installTeamServer(options: { profile?: Profile; closed?: string[]; latencyMs?: number } = {}) {
  const profile = options.profile ?? completeProfile();
  const self: TeamMember = { id: profile.id, name: profile.name };
  const events: ServerEvent[] = serverEvents().map((event) => ({
    ...event,
    is_registration_on: !options.closed?.includes(event.slug),
  }));
  const teams: StoredTeam[] = [];
  const writes: Array<{ path: string; body: unknown }> = [];
  let nextId = 100;

  const view = (team: StoredTeam): Team => {
    const event = events.find((item) => item.id === team.event);
    return {
      id: team.id,
      name: team.name,
      event: team.event,
      is_active: team.members.length >= (event?.min_members ?? 1),
      access_code: team.access_code,
      members: team.members,
      creator: team.creatorId === self.id,
      ...teamDetailsOf(team.details ?? {}),
    };
  };
  const mine = (eventId: number) =>
    teams.find((team) => team.event === eventId && team.members.some((member) => member.id === self.id));
  const bad = (body: Record<string, string[] | string>) => HttpResponse.json(body, { status: 400 });
  const gated = () => !profile.is_profile_complete || !profile.is_verified;
  const record = async (request: Request, path: string) => {
    const body = request.method === "DELETE" ? null : await request.json();
    writes.push({ path, body });
    if (options.latencyMs) await delay(options.latencyMs);
    return body as Record<string, unknown>;
  };

  server.use(
    http.get(apiUrl("profile/"), () => HttpResponse.json(profile)),
    http.get(apiUrl("events/"), () =>
      HttpResponse.json(events.map((event) => ({ ...event, team: mine(event.id) ? view(mine(event.id)!) : null }))),
    ),
    http.post(apiUrl("teams/create/"), async ({ request }) => {
      const body = await record(request, "teams/create/");
      if (gated()) return HttpResponse.json({ detail: GATE }, { status: 403 });
      const event = events.find((item) => item.id === body.event);
      const name = String(body.team_name ?? "").trim();
      if (!event) return bad({ event: ["Invalid event"] });
      if (!event.is_registration_on) return bad({ detail: "Registration for this event is closed" });
      if (name.length < 2) return bad({ team_name: ["Ensure this field has at least 2 characters."] });
      if (mine(event.id)) return bad({ detail: "You are already in a team for this event" });
      if (teams.some((team) => team.event === event.id && team.name.toLowerCase() === name.toLowerCase())) {
        return bad({ team_name: ["A team with this name already exists for this event"] });
      }
      const team: StoredTeam = {
        id: nextId++,
        name,
        event: event.id,
        access_code: `CODE${nextId}XYZ`,
        members: [self],
        creatorId: self.id,
        details: teamDetailsOf(body),
      };
      teams.push(team);
      return HttpResponse.json(view(team), { status: 201 });
    }),
    http.post(apiUrl("teams/join/"), async ({ request }) => {
      const body = await record(request, "teams/join/");
      if (gated()) return HttpResponse.json({ detail: GATE }, { status: 403 });
      const team = teams.find((item) => item.access_code === body.access_code);
      if (!team) return bad({ access_code: ["Invalid Access Code"] });
      const event = events.find((item) => item.id === team.event)!;
      if (!event.is_registration_on) return bad({ detail: "Registration for this event is closed" });
      if (team.members.length >= event.max_members) return bad({ detail: "Maximum Size of Team Reached" });
      if (mine(event.id)) return bad({ detail: "You are already in a team for this event" });
      team.members.push(self);
      return HttpResponse.json(view(team));
    }),
    http.post(apiUrl("teams/:teamId/remove/"), async ({ request, params }) => {
      const body = await record(request, `teams/${params.teamId}/remove/`);
      const team = teams.find((item) => item.id === Number(params.teamId));
      if (!team) return HttpResponse.json({ detail: "Not found." }, { status: 404 });
      if (team.creatorId !== self.id)
        return HttpResponse.json({ detail: "Only the team's creator can remove members" }, { status: 403 });
      if (body.member === self.id) return bad({ detail: "You cannot remove yourself" });
      team.members = team.members.filter((member) => member.id !== body.member);
      return HttpResponse.json(view(team));
    }),
    http.delete(apiUrl("teams/:teamId/"), async ({ request, params }) => {
      await record(request, `teams/${params.teamId}/`);
      const index = teams.findIndex((item) => item.id === Number(params.teamId));
      if (index < 0) return HttpResponse.json({ detail: "Not found." }, { status: 404 });
      const team = teams[index];
      if (team.creatorId === self.id) teams.splice(index, 1);
      else team.members = team.members.filter((member) => member.id !== self.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );

  return {
    writes,
    /** A team someone else created, waiting for a second member. */
    addOthersTeam(eventSlug: string, name: string, accessCode: string, full = false) {
      const event = events.find((item) => item.slug === eventSlug)!;
      const members = full ? [TEAMMATE, { id: 22, name: "Meera Iyer" }] : [TEAMMATE];
      teams.push({ id: nextId++, name, event: event.id, access_code: accessCode, members, creatorId: TEAMMATE.id });
    },
    /** A team this participant leads, with the teammate already in it. */
    addOwnTeam(eventSlug: string, name: string, withTeammate = true) {
      const event = events.find((item) => item.slug === eventSlug)!;
      const team: StoredTeam = {
        id: nextId++,
        name,
        event: event.id,
        access_code: `OWN${nextId}CODE`,
        members: withTeammate ? [self, TEAMMATE] : [self],
        creatorId: self.id,
      };
      teams.push(team);
      return team;
    },
  };
}
