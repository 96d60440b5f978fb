import { act, fireEvent, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { adminEvent, adminSummary, organiserProfile } from "../../msw/handlers/admin";
import { emptyStats } from "../../msw/handlers/adminStats";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { FakeObserver, installFakeIntersectionObserver } from "../../utils/fakeIntersectionObserver";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const [teamEvent] = teamEvents(1);

// The console overview's charts section (its controls, then the charts) is below the totals and the table: its code
// comes once it enters the screen, or once the organiser scrolls or presses a key, not with the first screen.

installFakeIntersectionObserver();
beforeEach(() => {
  server.use(
    organiserProfile,
    http.get(apiUrl("admin/summary/"), () =>
      HttpResponse.json(adminSummary([adminEvent({ id: 1, slug: teamEvent, name: seededName(teamEvent) })])),
    ),
    http.get(apiUrl("admin/stats/"), () => HttpResponse.json(emptyStats({}))),
  );
});

async function openOverview() {
  renderApp({ route: "/admin", preloadedState: loggedIn() });
  await screen.findByRole("table", { name: "Counts per event" });
}

it("shows the charts' section only once it comes into view", async () => {
  await openOverview();
  expect(screen.queryByRole("heading", { name: "The festival at a glance" })).not.toBeInTheDocument();
  expect(screen.queryByRole("group", { name: "Period" })).not.toBeInTheDocument();
  act(() => FakeObserver.showAll());
  expect(await screen.findByRole("heading", { name: "The festival at a glance" })).toBeInTheDocument();
  expect(await screen.findByRole("group", { name: "Period" })).toBeInTheDocument();
});

it("shows it as soon as the organiser scrolls, on the way to it", async () => {
  await openOverview();
  expect(screen.queryByRole("group", { name: "Period" })).not.toBeInTheDocument();
  fireEvent.scroll(window);
  expect(await screen.findByRole("group", { name: "Period" })).toBeInTheDocument();
});

it("shows it as soon as a key is pressed, so Tab reaches its controls in order", async () => {
  await openOverview();
  expect(screen.queryByRole("group", { name: "Period" })).not.toBeInTheDocument();
  fireEvent.keyDown(window, { key: "Tab" });
  expect(await screen.findByRole("group", { name: "Period" })).toBeInTheDocument();
});
