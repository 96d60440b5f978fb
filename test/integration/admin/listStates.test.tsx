import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { AdminParticipant, Organiser } from "../../../contract/admin";
import { apiUrl } from "../../msw/apiUrl";
import { organiserProfile, pageOf } from "../../msw/handlers/admin";
import { server } from "../../msw/server";
import { teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const [, , , fourthTeamEvent] = teamEvents(4);

// What the console's lists say while they load, when a request fails, and around a confirmed change: the shared
// pieces in src/features/admin/views (QueryState, PagedList, usePending), seen through three views that use them.

const ada: AdminParticipant = {
  id: 5,
  name: "Ada Lovelace",
  email: "ada@example.org",
  institute_name: "Analytical Institute",
  is_verified: true,
  is_profile_complete: true,
  is_organiser: false,
  referral_count: 0,
  created_at: "2026-11-20T10:00:00.000Z",
  events: [fourthTeamEvent],
};

const serverError = () => HttpResponse.json({ detail: "The database is resting." }, { status: 500 });

describe("the console's lists when a request fails", () => {
  it("says a failed search of participants over the rows already shown, and asks again on Retry", async () => {
    let failing = false;
    const seen: string[] = [];
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/participants/"), ({ request }) => {
        seen.push(new URL(request.url).search);
        return failing ? serverError() : HttpResponse.json(pageOf([ada]));
      }),
    );
    const user = userEvent.setup();
    renderApp({ route: "/admin/participants", preloadedState: loggedIn() });
    const table = await screen.findByRole("table", { name: "Participants" });
    expect(within(table).getByRole("rowheader", { name: "Ada Lovelace" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();

    failing = true;
    await user.type(screen.getByRole("searchbox", { name: "Search participants" }), "ada");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The participants could not be loaded. The database is resting.");
    // The last answer's rows stay under the error.
    expect(within(screen.getByRole("table", { name: "Participants" })).getByText("Ada Lovelace")).toBeInTheDocument();

    failing = false;
    const asked = seen.length;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(seen.slice(asked)).toEqual(["?search=ada&page=1"]);
  });

  it("shows the ambassadors' loading, then the error with a retry, then the empty table", async () => {
    let failing = true;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/cas/"), async () => {
        await answered;
        return failing ? serverError() : HttpResponse.json([]);
      }),
    );
    const user = userEvent.setup();
    renderApp({ route: "/admin/ambassadors", preloadedState: loggedIn() });
    expect(await screen.findByRole("progressbar", { name: "Loading the ambassadors" })).toBeInTheDocument();
    answer();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The ambassadors could not be loaded. The database is resting.");
    // Nothing to add to while the list is unknown.
    expect(screen.queryByRole("form", { name: "Add an ambassador" })).toBeNull();

    failing = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    const table = await screen.findByRole("table", { name: "Ambassadors" });
    expect(within(table).getByRole("cell", { name: "No ambassadors yet." })).toHaveAttribute("colspan", "5");
    expect(screen.getByRole("form", { name: "Add an ambassador" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("/admin/organisers: removing an organiser", () => {
  const granted: Organiser = { id: 9, name: "Grace Hopper", email: "grace@example.org", source: "granted" };

  it("asks first, removes on confirmation and says so; a refusal keeps the organiser and gives the reason", async () => {
    let refuse = true;
    const removed: string[] = [];
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/organisers/"), () => HttpResponse.json(removed.length ? [] : [granted])),
      http.delete(apiUrl("admin/organisers/:id/"), ({ params }) => {
        if (refuse) return HttpResponse.json({ detail: "That is the last organiser." }, { status: 409 });
        removed.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ route: "/admin/organisers", preloadedState: loggedIn() });
    await user.click(await screen.findByRole("button", { name: "Remove grace@example.org" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove grace@example.org as organiser?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText(/^Oops\.\.\./)).toHaveTextContent(
      "Oops... Not removed: That is the last organiser.",
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(removed).toEqual([]);

    refuse = false;
    await user.click(screen.getByRole("button", { name: "Remove grace@example.org" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Yay! grace@example.org is no longer an organiser.")).toBeVisible();
    expect(removed).toEqual(["9"]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Remove grace@example.org" })).toBeNull());
  });
});
