import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { LoginRequest } from "../../../contract/auth";
import { PROVIDER_SESSION_KEY_PREFIX } from "../../../src/lib/firebase";
import { apiUrl } from "../../msw/apiUrl";
import { completeProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { FakeIdentityProvider } from "../auth/fakeIdentityProvider";
import { installFakeIdentityProvider } from "../auth/setup";
import { installTeamServer } from "./fakeTeamServer";

const [teamEvent] = teamEvents(1);

const provider = installFakeIdentityProvider();
const EMAIL = "asha@example.org";
const GATE = "Verify your e-mail to register for events";

/**
 * A participant signed in before verifying: the provider holds their session in this browser, and the API marks the
 * account verified only when `login/` receives an ID token that says so (as the real server does).
 */
async function unverifiedParticipant() {
  const profile = completeProfile({ is_verified: false });
  installTeamServer({ profile });
  provider().addPasswordUser(EMAIL, "pass-word-1");
  await provider().signInWithEmail(EMAIL, "pass-word-1");
  window.localStorage.setItem(`${PROVIDER_SESSION_KEY_PREFIX}demo-api-key:[DEFAULT]`, "{}");
  const logins: LoginRequest[] = [];
  server.use(
    http.post(apiUrl("login/"), async ({ request }) => {
      const body = (await request.json()) as LoginRequest;
      logins.push(body);
      if (body.id_token === FakeIdentityProvider.idTokenOf(EMAIL) && provider().verifiedEmails.has(EMAIL)) {
        profile.is_verified = true;
      }
      return HttpResponse.json({ user_id: 7, token: "test-token", verification_status: profile.is_verified });
    }),
  );
  const user = userEvent.setup();
  const utils = renderApp({ route: "/dashboard/events", preloadedState: loggedIn() });
  expect(await screen.findByText(GATE)).toBeInTheDocument();
  return { user, logins, ...utils };
}

const openVerificationLink = () => provider().verifiedEmails.add(EMAIL);

async function createsTeam(user: ReturnType<typeof userEvent.setup>) {
  const teamCard = screen.getByRole("article", { name: seededName(teamEvent) });
  await user.type(within(teamCard).getByLabelText("Team name"), "Null Pointers");
  await user.click(within(teamCard).getByRole("button", { name: "Create team" }));
  expect(await screen.findByText(/Yay! Team "\u2068Null Pointers\u2069" created/)).toBeInTheDocument();
}

describe("e-mail verification on the dashboard", () => {
  it("is noticed when the participant comes back to the tab, and registration opens without signing out", async () => {
    const { user, logins, store } = await unverifiedParticipant();
    openVerificationLink();
    fireEvent(document, new Event("visibilitychange"));

    expect(
      await screen.findByText("Yay! Your e-mail is verified. You can register for events now."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(GATE)).not.toBeInTheDocument());
    expect(logins).toEqual([{ id_token: FakeIdentityProvider.idTokenOf(EMAIL) }]);
    expect(store.getState().auth.token).toBe("test-token");
    await createsTeam(user);
  });

  it("is checked by the 'I have verified' button, which says when the link was not opened yet", async () => {
    const { user, logins } = await unverifiedParticipant();
    const gate = screen.getByText(GATE).closest("[role=status]") as HTMLElement;
    await user.click(within(gate).getByRole("button", { name: "I have verified" }));
    expect(
      await screen.findByText(
        "Oops... Your e-mail is not verified yet. Open the link in the e-mail we sent, then try again.",
      ),
    ).toBeInTheDocument();
    expect(logins).toEqual([]);

    openVerificationLink();
    await user.click(within(gate).getByRole("button", { name: "I have verified" }));
    await waitFor(() => expect(screen.queryByText(GATE)).not.toBeInTheDocument());
    await createsTeam(user);
  });

  it("is noticed after the resend flow: send the e-mail, open its link elsewhere, come back", async () => {
    const { user } = await unverifiedParticipant();
    const gate = screen.getByText(GATE).closest("[role=status]") as HTMLElement;
    await user.click(within(gate).getByRole("button", { name: "Resend verification e-mail" }));
    expect(
      await screen.findByText(`Yay! Verification e-mail sent to ${EMAIL}. Open its link, then come back to this tab.`),
    ).toBeInTheDocument();
    expect(provider().verificationEmails).toEqual([EMAIL]);

    openVerificationLink();
    fireEvent(window, new Event("focus"));
    await waitFor(() => expect(screen.queryByText(GATE)).not.toBeInTheDocument());
  });
});
