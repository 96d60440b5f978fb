import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type * as viewNavModule from "../../../src/ui/ViewNav";
import { apiUrl } from "../../msw/apiUrl";
import { completeProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer } from "./fakeTeamServer";

// Counted: the renders of the dashboard's links to its views.
const mockNavRenders = { count: 0 };
jest.mock("../../../src/ui/ViewNav", () => {
  const actual = jest.requireActual<typeof viewNavModule>("../../../src/ui/ViewNav");
  return {
    ...actual,
    __esModule: true,
    default: (props: Parameters<typeof actual.default>[0]) => {
      mockNavRenders.count += 1;
      return actual.default(props);
    },
  };
});

/**
 * The dashboard renders again with each answer and each fetch it starts; its heading, links and kept-copy notice are
 * not drawn again with it (src/app/dashboard/DashboardPage.tsx): a phone's first visit has a dozen of those renders.
 */
describe("/dashboard's frame", () => {
  it("is not rendered again when the profile is asked for and answers anew", async () => {
    installTeamServer();
    let referrals = 1;
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.json(completeProfile({ referral_count: referrals }))));
    renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    const referral = await screen.findByRole("region", { name: "Refer your friends" });
    expect(referral).toHaveTextContent("1 referral so far");
    await act(async () => {});
    expect(mockNavRenders.count).toBeGreaterThan(0);
    const before = mockNavRenders.count;

    referrals = 2;
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(referral).toHaveTextContent("2 referrals so far"));
    expect(mockNavRenders.count).toBe(before);
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  });
});
