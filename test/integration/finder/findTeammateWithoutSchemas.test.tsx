import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { serverEvents } from "../../msw/fixtures";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

// The events view offers "Find a teammate" from `finder/`'s answer without the finder's schemas or the teams' (the
// contract's zod schemas, about 11 KB gzip of the view's first visit): neither module is evaluated for it. Each is
// recorded here when something requires it.
const mockRequired: string[] = [];
jest.mock("../../../contract/finder", () => {
  mockRequired.push("contract/finder");
  return jest.requireActual("../../../contract/finder");
});
jest.mock("../../../contract/teams", () => {
  mockRequired.push("contract/teams");
  return jest.requireActual("../../../contract/teams");
});

const [teamEvent] = teamEvents(1);

it("offers Find a teammate on /dashboard/events without the finder's or the teams' schemas", async () => {
  server.use(
    http.get(apiUrl("events/"), () =>
      HttpResponse.json(serverEvents().map((event) => ({ ...event, is_registration_on: true, team: null }))),
    ),
    http.get(apiUrl("finder/"), () => HttpResponse.json({ banned: false, listings: [], received: [], sent: [] })),
  );
  renderApp({ route: "/dashboard/events", preloadedState: loggedIn() });
  const teamCard = await screen.findByRole("article", { name: seededName(teamEvent) });
  expect(
    await within(teamCard).findByRole("link", { name: `Find a teammate: ${seededName(teamEvent)}` }),
  ).toBeInTheDocument();
  expect(mockRequired).toEqual([]);
});

it("shows no link to a participant blocked from the finder", async () => {
  server.use(
    http.get(apiUrl("events/"), () =>
      HttpResponse.json(serverEvents().map((event) => ({ ...event, is_registration_on: true, team: null }))),
    ),
    http.get(apiUrl("finder/"), () => HttpResponse.json({ banned: true, listings: [], received: [], sent: [] })),
  );
  const { store } = renderApp({ route: "/dashboard/events", preloadedState: loggedIn() });
  const teamCard = await screen.findByRole("article", { name: seededName(teamEvent) });
  // The answer is in (the access read settled); the card stays without the link.
  await waitFor(() =>
    expect(
      Object.values(store.getState().api.queries).some(
        (query) => query?.endpointName === "getFinderAccess" && query.status === "fulfilled",
      ),
    ).toBe(true),
  );
  expect(within(teamCard).queryByRole("link", { name: /Find a teammate/ })).not.toBeInTheDocument();
});
