import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { serverEvents } from "../../msw/fixtures";
import { receivedRequest, sentRequest, shown } from "../../msw/handlers/finder";
import { server } from "../../msw/server";
import { seededName, soloEvents, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installFinderServer } from "./fakeFinderServer";

const [teamEvent] = teamEvents(1);
const [soloEvent] = soloEvents(1);

// The teammate finder on the dashboard, with a real store and a fake finder behind msw: the requests received and
// sent with their outcome (accept, decline, block, withdraw), "Find a teammate" on an event's card, and nothing of it
// against a server without the finder.

const open = (route = "/dashboard") => {
  const user = userEvent.setup();
  return { user, ...renderApp({ route, preloadedState: loggedIn() }) };
};

const requests = () => screen.findByRole("region", { name: "Teammate requests" });

describe("teammate requests on the dashboard", () => {
  it("accepts a request into a new team named by the participant; both then see each other's e-mail", async () => {
    const api = installFinderServer({
      received: [
        receivedRequest({
          id: 4,
          message: "I do web, you do crypto",
          from: { ...shown({ name: "Meera Iyer", country: "NP" }), team_name: null },
        }),
      ],
    });
    const { user, router } = open();
    const section = await requests();
    expect(await within(section).findByText("I do web, you do crypto")).toBeInTheDocument();
    expect(within(section).getByText("Nepal")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Accept: Meera Iyer" }));
    const dialog = await screen.findByRole("dialog", { name: /Team up with .*Meera Iyer/ });
    expect(within(dialog).getByText(/as sharing your access code would/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Team name/), "Found You");
    await user.click(within(dialog).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText(/Yay! You are now a team: .*Found You/)).toBeInTheDocument();
    expect(api.writes).toEqual([
      { method: "POST", path: "finder/requests/4/accept/", body: { team: "new", team_name: "Found You" } },
    ]);
    expect(await within(await requests()).findByText("Accepted: you are a team")).toBeInTheDocument();
    await router.navigate("/dashboard/events");
    const teamCard = await screen.findByRole("article", { name: seededName(teamEvent) });
    expect(await within(teamCard).findByText("Found You")).toBeInTheDocument();
    expect(within(teamCard).getByText("meera@example.org")).toBeInTheDocument();
  });

  it("declines a request, blocks a sender after a confirmation, and withdraws a sent request", async () => {
    const api = installFinderServer({
      received: [
        receivedRequest({ id: 5, from: { ...shown({ name: "Dev Declined" }), team_name: null } }),
        receivedRequest({ id: 6, from: { ...shown({ name: "Pat Pest" }), team_name: null } }),
      ],
      sent: [sentRequest({ id: 8, to: { name: "Kabir Rao", team_name: "Byte Club" } })],
    });
    const { user } = open();
    const section = await requests();
    await user.click(await within(section).findByRole("button", { name: "Decline: Dev Declined" }));
    expect(await screen.findByText("Yay! Request declined.")).toBeInTheDocument();
    expect(await within(section).findByText("Declined")).toBeInTheDocument();

    await user.click(within(section).getByRole("button", { name: "Block: Pat Pest" }));
    const confirm = await screen.findByRole("dialog", { name: /Block .*Pat Pest/ });
    expect(within(confirm).getByText(/They are not told/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Block" }));
    await waitFor(() => expect(within(section).queryByText("Pat Pest")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    expect(within(section).getByText("Byte Club")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Withdraw: Kabir Rao" }));
    expect(await within(section).findByText("Withdrawn")).toBeInTheDocument();
    expect(api.writes.map((write) => `${write.method} ${write.path}`)).toEqual([
      "POST finder/requests/5/decline/",
      "POST finder/requests/6/block/",
      "DELETE finder/requests/8/",
    ]);
  });

  it("offers the ways the server allows: joining the sender's team needs no name", async () => {
    const api = installFinderServer({
      received: [
        receivedRequest({
          id: 3,
          options: ["theirs"],
          from: { ...shown({ name: "Ila Inviter" }), team_name: "Come Over" },
        }),
      ],
    });
    const { user } = open();
    const section = await requests();
    expect(await within(section).findByText(/Invites you to their team .*Come Over/)).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Accept: Ila Inviter" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByLabelText(/Team name/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(api.writes).toHaveLength(1));
    expect(api.writes[0].body).toEqual({ team: "theirs" });
  });
});

describe("Find a teammate on the event cards", () => {
  it("is offered for team events with registration open and no full team, and leads to the finder", async () => {
    installFinderServer();
    const { user, router } = open("/dashboard/events");
    const teamCard = await screen.findByRole("article", { name: seededName(teamEvent) });
    const link = await within(teamCard).findByRole("link", { name: `Find a teammate: ${seededName(teamEvent)}` });
    const soloCard = screen.getByRole("article", { name: seededName(soloEvent) });
    expect(within(soloCard).queryByRole("link", { name: /Find a teammate/ })).not.toBeInTheDocument();
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/teammates/${teamEvent}`));
    expect(
      await screen.findByRole("heading", { name: `Find a teammate for ${seededName(teamEvent)}` }),
    ).toBeInTheDocument();
  });

  it("asks for the participant's finder only once a card could offer the link", async () => {
    installFinderServer();
    let registrationOpen = false;
    const asked: string[] = [];
    server.use(
      http.get(apiUrl("events/"), () => {
        asked.push("events/");
        return HttpResponse.json(
          serverEvents().map((event) => ({ ...event, is_registration_on: registrationOpen, team: null })),
        );
      }),
      http.get(apiUrl("finder/"), () => {
        asked.push("finder/");
        return HttpResponse.json({ banned: false, listings: [], received: [], sent: [] });
      }),
    );
    open("/dashboard/events");
    const teamCard = await screen.findByRole("article", { name: seededName(teamEvent) });
    expect(await within(teamCard).findByText("Registration closed")).toBeInTheDocument();
    // Registration opens; the tab comes back into focus and the list is asked again.
    registrationOpen = true;
    window.dispatchEvent(new Event("focus"));
    expect(
      await within(teamCard).findByRole("link", { name: `Find a teammate: ${seededName(teamEvent)}` }),
    ).toBeInTheDocument();
    expect(asked.filter((path) => path === "finder/")).toHaveLength(1);
    expect(asked.indexOf("finder/")).toBeGreaterThan(asked.lastIndexOf("events/"));
  });

  /** The original backend: 404 at `finder/`; resolves once the app has asked and been answered. */
  const withoutFinder = () => {
    let answered = 0;
    server.use(
      http.get(apiUrl("finder/"), () => {
        answered += 1;
        return HttpResponse.json({ detail: "Not found." }, { status: 404 });
      }),
    );
    return { asked: () => waitFor(() => expect(answered).toBeGreaterThan(0)), count: () => answered };
  };

  it("is hidden against a server without the finder: no error, no toast, no retry", async () => {
    const finder = withoutFinder();
    open("/dashboard/events");
    const teamCard = await screen.findByRole("article", { name: seededName(teamEvent) });
    expect(await within(teamCard).findByText("Registration open")).toBeInTheDocument();
    await finder.asked();
    await screen.findAllByRole("button", { name: "Create team" });
    expect(within(teamCard).queryByRole("link", { name: /Find a teammate/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Oops/)).not.toBeInTheDocument();
    expect(finder.count()).toBe(1);
  });

  it("asks a server without the finder once, however many views show the finder, and a 401 there keeps the session", async () => {
    let answered = 0;
    server.use(
      http.get(apiUrl("finder/"), () => {
        answered += 1;
        return HttpResponse.json({ detail: "Authentication credentials were not provided." }, { status: 401 });
      }),
    );
    const { router } = open();
    expect(await screen.findByRole("heading", { name: "Your teams" })).toBeInTheDocument();
    await waitFor(() => expect(answered).toBe(1));
    await router.navigate("/dashboard/events");
    const teamCard = await screen.findByRole("article", { name: seededName(teamEvent) });
    expect(await within(teamCard).findByText("Registration open")).toBeInTheDocument();
    await screen.findAllByRole("button", { name: "Create team" });
    expect(within(teamCard).queryByRole("link", { name: /Find a teammate/ })).not.toBeInTheDocument();
    await router.navigate("/dashboard");
    await screen.findByRole("region", { name: "Certificates" });
    expect(screen.queryByRole("region", { name: "Teammate requests" })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(screen.queryByText(/session has expired/)).not.toBeInTheDocument();
    expect(answered).toBe(1);
  });

  it("leaves the dashboard without a requests section against a server without the finder", async () => {
    const finder = withoutFinder();
    open();
    expect(await screen.findByRole("heading", { name: "Your teams" })).toBeInTheDocument();
    await finder.asked();
    await screen.findByRole("region", { name: "Certificates" });
    expect(screen.queryByRole("region", { name: "Teammate requests" })).not.toBeInTheDocument();
    expect(screen.queryByText(/teammate requests could not be loaded/)).not.toBeInTheDocument();
  });
});
