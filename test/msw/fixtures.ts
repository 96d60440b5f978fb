import { EVENT_ROSTER } from "../../contract/events";
import type { ServerEvent } from "../../contract/teams";

/** The server's event list as a fresh anonymous visitor sees it. */
export const serverEvents = (): ServerEvent[] =>
  EVENT_ROSTER.map(({ slug, name, maxMembers }, index) => ({
    id: index + 1,
    name,
    slug,
    is_registration_on: true,
    min_members: 1,
    max_members: maxMembers,
    results_published: false,
    team: null,
  }));
