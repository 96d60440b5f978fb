import type { Page, Route } from "@playwright/test";
import { serverEvents } from "../../msw/fixtures";
import { ambassadorRows, leaderboardRows } from "../../msw/handlers/public";
import { soloEvents, teamEvents } from "../../support/seedEvents";

/** The seeded event whose results the fixtures publish, and one whose registration they close. */
export const [resultsEvent] = teamEvents(1);
export const [, , closedEvent] = soloEvents(3);

export type ApiBodies = Partial<Record<"events/" | "leaderboard/" | "cas/" | `results/${string}/`, unknown>>;

const DEFAULTS: Record<string, unknown> = {
  "events/": serverEvents().map((event) =>
    event.slug === closedEvent ? { ...event, is_registration_on: false } : event,
  ),
  "leaderboard/": leaderboardRows(),
  "cas/": ambassadorRows(),
  // Published, with a tie and a long team name (the narrow screen's table scrolls inside its region).
  [`results/${resultsEvent}/`]: {
    event: resultsEvent,
    published_at: "2026-11-22T10:00:00Z",
    corrected_at: "2026-11-23T09:30:00Z",
    ranking: [
      { rank: 1, team_name: "Byte Club", members: ["Asha Verma", "Ravi Kumar"] },
      { rank: 2, team_name: "Null Pointers", members: ["Meera Iyer", "Karan Shah"] },
      { rank: 2, team_name: "The Segmentation Faults of Room 214", members: ["Divya Nair"] },
      { rank: 4, team_name: "Heap Heroes", members: ["Arjun Rao", "Sneha Pillai"] },
    ],
  },
};

/** The API lives on another origin than the static site, so its answers carry CORS headers. */
const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "Authorization, Content-Type, Accept",
  "Access-Control-Allow-Methods": "GET, POST, PUT, DELETE, OPTIONS",
};

/** Answers the public API reads from fixtures, so the pages show their filled states without a server. */
export async function routePublicApi(page: Page, bodies: ApiBodies = {}): Promise<void> {
  await page.route(/\/api\//, (route: Route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS });
    const path = new URL(route.request().url()).pathname.replace(/^.*\/api\//, "") as keyof ApiBodies & string;
    const body = path in bodies ? bodies[path] : (DEFAULTS[path] ?? []);
    return route.fulfill({ status: 200, contentType: "application/json", headers: CORS, body: JSON.stringify(body) });
  });
}
