import type { ServerConfig } from "../../../server/src/config";
import { organiser } from "./admin";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./harness";

/** What most organiser-side test files start from: the API, the seeded events' ids by slug and an organiser. */
export interface Festival {
  api: Harness;
  eventId: Record<string, number>;
  boss: Participant;
}

/**
 * Starts the API for this test file (in `beforeAll`) with an organiser, and closes it (in `afterAll`). The fields of
 * the returned object are set once `beforeAll` has run: read them inside tests, hooks and the helpers they call.
 */
export function festivalWithOrganiser(config: Partial<ServerConfig> = {}): Festival {
  const festival = {} as Festival;
  beforeAll(async () => {
    festival.api = await startHarness(config);
    festival.eventId = await eventIdsBySlug(festival.api);
    festival.boss = await organiser(festival.api);
  });
  afterAll(() => festival.api.close());
  return festival;
}

/** A team made through the API: new participants `names`, the first creates `teamName` in event `slug`, the rest join. */
export async function teamOf({ api, eventId }: Festival, slug: string, names: string[], teamName: string) {
  const people: Participant[] = [];
  for (const name of names) people.push(await participant(api, { name }));
  const created = await api.call<{ id: number; access_code: string; members: Array<{ id: number; name: string }> }>(
    "POST",
    "teams/create/",
    { token: people[0].token, body: { event: eventId[slug], team_name: teamName } },
  );
  expect(created.status).toBe(200);
  for (const other of people.slice(1)) {
    const joined = await api.call("POST", "teams/join/", {
      token: other.token,
      body: { access_code: created.body.access_code },
    });
    expect(joined.status).toBe(200);
  }
  return { ...created.body, people };
}
