import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { adminSummary, adminTeam, organiserProfile, pageOf } from "../../msw/handlers/admin";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const pair = adminTeam(3, {
  name: "Ranked Pair",
  members: [
    { id: 31, name: "Rita Ranked", email: "rita@example.org", institute_name: "" },
    { id: 32, name: "Ravi Ranked", email: "ravi@example.org", institute_name: "" },
  ],
});

describe("/admin/teams: an organiser removes a member", () => {
  it("asks first, calls the server, and says what happened; a refusal shows the server's reason", async () => {
    const removed: string[] = [];
    let refuse = false;
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([]))),
      http.get(apiUrl("admin/teams/"), () => HttpResponse.json(pageOf([pair, adminTeam(4)]))),
      http.delete(apiUrl("admin/teams/:team/members/:member/"), ({ params }) => {
        if (refuse) return HttpResponse.json({ detail: "Not found." }, { status: 404 });
        removed.push(`${String(params.team)}/${String(params.member)}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ route: "/admin/teams", preloadedState: loggedIn() });
    await user.click(await screen.findByRole("button", { name: "Remove Ravi Ranked from Ranked Pair" }));
    // A one-member team offers no removal.
    expect(screen.queryByRole("button", { name: "Remove Member 4 from Team 4" })).toBeNull();
    const dialog = await screen.findByRole("dialog", { name: "Remove Ravi Ranked from Ranked Pair?" });
    expect(dialog).toHaveTextContent("recorded in the audit log");
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(
      await screen.findByText("Yay! Removed Ravi Ranked from Ranked Pair. The team has a new access code."),
    ).toBeVisible();
    expect(removed).toEqual(["3/32"]);

    refuse = true;
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Remove Rita Ranked from Ranked Pair" }));
    await user.click(await screen.findByRole("button", { name: "Remove" }));
    // Said once, by this screen: toasts show one at a time, and the first error toast is this one (a second toast
    // with the bare reason used to come first).
    expect(await screen.findByText(/^Oops\.\.\./)).toHaveTextContent("Oops... Not removed: Not found.");
  });
});
