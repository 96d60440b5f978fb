import { act, screen, waitForElementToBeRemoved, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { userLoggedOut } from "../../../src/api/sessionEvents";
import { STORAGE_KEYS } from "../../../src/lib/storage";
import { apiUrl } from "../../msw/apiUrl";
import { certificate } from "../../msw/handlers/certificates";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer } from "./fakeTeamServer";

const [teamEvent, secondTeamEvent] = teamEvents(2);

const COPY_NOTICE = /showing your data from/;

/** The dashboard as the server answers it: one team, one certificate. */
function online() {
  const api = installTeamServer();
  api.addOwnTeam(secondTeamEvent, "Gradient Descent");
  server.use(http.get(apiUrl("certificates/"), () => HttpResponse.json([certificate()])));
}

/** No answer from the server at all, as offline: every call fails in the transport. */
const offline = () => server.use(http.all("*", () => HttpResponse.error()));

async function visit(token = "token-of-asha") {
  const utils = renderApp({ route: "/dashboard", preloadedState: loggedIn(token) });
  await screen.findByRole("heading", { name: "Dashboard" });
  return utils;
}

async function teamShown() {
  const teams = await screen.findByRole("region", { name: "Your teams" });
  return within(teams).findByText("Gradient Descent");
}

describe("/dashboard with the server out of reach", () => {
  it("shows the session's last teams, profile and certificates from the device, saying from when", async () => {
    online();
    const first = await visit();
    await teamShown();
    await screen.findByText(`${seededName(teamEvent)}: Certificate of participation`);
    expect(screen.queryByText(COPY_NOTICE)).not.toBeInTheDocument();
    first.unmount();

    offline();
    await visit();
    await teamShown();
    expect(await screen.findByText(`${seededName(teamEvent)}: Certificate of participation`)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Asha Verma" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(COPY_NOTICE);
    expect(screen.queryByText(/Could not reach the server/)).not.toBeInTheDocument();
  });

  it("never shows one session's copy to another token on this browser", async () => {
    online();
    (await visit("token-of-asha")).unmount();
    offline();
    await visit("token-of-someone-else");
    expect(await screen.findAllByText(/could not be loaded|Could not reach the server/)).not.toHaveLength(0);
    expect(screen.queryByText("Gradient Descent")).not.toBeInTheDocument();
    expect(screen.queryByText(COPY_NOTICE)).not.toBeInTheDocument();
  });

  it("keeps nothing after logout", async () => {
    online();
    const { store, unmount } = await visit();
    await teamShown();
    expect(window.localStorage.getItem(STORAGE_KEYS.keptAnswers)).toContain("Gradient Descent");
    act(() => void store.dispatch(userLoggedOut()));
    await screen.findByRole("heading", { name: "Codefest '20" });
    expect(window.localStorage.getItem(STORAGE_KEYS.keptAnswers)).toBeNull();
    unmount();

    offline();
    await visit();
    expect(await screen.findAllByText(/could not be loaded|Could not reach the server/)).not.toHaveLength(0);
    expect(screen.queryByText("Gradient Descent")).not.toBeInTheDocument();
  });

  it("drops the notice once the server answers again", async () => {
    online();
    const first = await visit();
    await teamShown(); // kept once its answer is on screen (unmounted earlier, a slow run kept no team)
    first.unmount();
    offline();
    await visit();
    await screen.findByText(COPY_NOTICE);
    await teamShown();
    server.resetHandlers();
    online();
    act(() => void window.dispatchEvent(new Event("online")));
    await waitForElementToBeRemoved(() => screen.queryByText(COPY_NOTICE));
    expect(screen.getByText("Gradient Descent")).toBeInTheDocument();
  });
});
