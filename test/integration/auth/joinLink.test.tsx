import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { server } from "../../msw/server";
import { renderApp } from "../../utils/renderWithProviders";
import { installFakeIdentityProvider } from "./setup";

installFakeIdentityProvider();

describe("a join link opened while signed out", () => {
  it("goes to /login, names the team and the event of its code and says what happens next", async () => {
    const asked: Array<{ code: string | null; token: string | null }> = [];
    server.use(
      http.get(apiUrl("teams/lookup/"), ({ request }) => {
        asked.push({
          code: new URL(request.url).searchParams.get("code"),
          token: request.headers.get("authorization"),
        });
        return HttpResponse.json({ team_name: "Byte Me", event_name: "Capture The Flag" });
      }),
    );
    const { router } = renderApp({ route: "/dashboard/events?join=ABC1234" });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        "/login?redirect=%2Fdashboard%2Fevents%3Fjoin%3DABC1234",
      ),
    );
    const invitation = await screen.findByRole("region", { name: "Join link" });
    expect(invitation).toHaveTextContent("You are invited to join “Byte Me” for Capture The Flag");
    expect(invitation).toHaveTextContent("Sign in or create an account below");
    expect(invitation).toHaveTextContent("press Join team to join");
    expect(asked).toEqual([{ code: "ABC1234", token: null }]);
  });

  it("says when the code matches no team", async () => {
    server.use(http.get(apiUrl("teams/lookup/"), () => HttpResponse.json({ detail: "Not found." }, { status: 404 })));
    renderApp({ route: "/login?redirect=%2Fdashboard%2Fevents%3Fjoin%3DGONE999" });
    expect(await screen.findByRole("region", { name: "Join link" })).toHaveTextContent(
      "This join link's code matches no team",
    );
  });

  it("asks nothing when /login continues elsewhere", async () => {
    let lookups = 0;
    server.use(
      http.get(apiUrl("teams/lookup/"), () => {
        lookups += 1;
        return HttpResponse.json({ team_name: "x", event_name: "y" });
      }),
    );
    renderApp({ route: "/login?redirect=%2Fdashboard" });
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Join link" })).toBeNull();
    expect(lookups).toBe(0);
  });
});
