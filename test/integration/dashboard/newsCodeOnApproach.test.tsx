import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { announcement } from "../../msw/handlers/announcements";
import { resetSessions } from "../../msw/handlers/auth";
import { server } from "../../msw/server";
import { FakeObserver, installFakeIntersectionObserver } from "../../utils/fakeIntersectionObserver";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

// The announcements' code (their API and schemas, the console's with them) is not part of a first visit of
// /dashboard: the page's first requests (src/features/dashboard/dashboardRequests.ts) bring it only for a kept copy,
// so it is evaluated when the announcements' section comes near. One test per file: a module is evaluated once.
const mockEvaluated = jest.fn();
jest.mock("../../../src/features/announcements/announcementsApi", () => {
  mockEvaluated();
  return jest.requireActual("../../../src/features/announcements/announcementsApi");
});

installFakeIntersectionObserver();
beforeEach(resetSessions);

it("evaluates the announcements' code on a first visit only once their section comes near", async () => {
  server.use(
    http.get(apiUrl("announcements/"), () => HttpResponse.json([announcement({ id: 1, title: "Doors at 9" })])),
  );
  renderApp({ route: "/dashboard", preloadedState: loggedIn() });
  await screen.findByRole("region", { name: "Your teams" });
  await screen.findByRole("region", { name: "Certificates" });
  expect(mockEvaluated).not.toHaveBeenCalled();

  act(() => FakeObserver.showAll());
  const news = await screen.findByRole("region", { name: /^Announcements/ });
  expect(await within(news).findByText("Doors at 9")).toBeInTheDocument();
  expect(mockEvaluated).toHaveBeenCalledTimes(1);
});
