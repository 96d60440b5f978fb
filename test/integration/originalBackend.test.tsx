import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../msw/apiUrl";
import { serverEvents } from "../msw/fixtures";
import { completeProfile, newProfile } from "../msw/handlers/dashboard";
import { server } from "../msw/server";
import { seededName, teamEvents } from "../support/seedEvents";
import { loggedIn, renderApp } from "../utils/renderWithProviders";
import { installFakeIdentityProvider } from "./auth/setup";
import { findPageHeading } from "./public/pageHeading";

const [teamEvent] = teamEvents(1);

/**
 * The festival's original 2020 backend (Django REST Framework) keeps the same contract with four differences
 * (docs/API.md): `events/` needs a token, `country` is a code of at most 4 characters, the profile has no `email`,
 * and there is no `certificates/`. These handlers answer as it does.
 */
const notAuthenticated = () =>
  HttpResponse.json({ detail: "Authentication credentials were not provided." }, { status: 401 });

const djangoNotFoundPage = () =>
  new HttpResponse("<!doctype html><html><body><h1>Not Found</h1></body></html>", {
    status: 404,
    headers: { "Content-Type": "text/html" },
  });

const providerOf = installFakeIdentityProvider();

describe("against the original 2020 backend", () => {
  it("tells a signed-out visitor to sign in to see registration, never asking in a loop, instead of reporting an outage", async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl("events/"), ({ request }) => {
        calls += 1;
        return request.headers.get("Authorization") ? HttpResponse.json(serverEvents()) : notAuthenticated();
      }),
    );
    const { store } = renderApp({ route: "/events" });
    await findPageHeading("Events");
    const notes = await screen.findAllByText("Sign in to see registration");
    expect(notes).toHaveLength(7);
    expect(screen.queryByText("Registration status unavailable right now")).not.toBeInTheDocument();
    // Asked once, while the page's code arrives (src/app/routeTable.tsx, eventsRequests): a 401 to a visitor is an
    // answer (src/api/optionalRead.ts), so the page that subscribes next does not ask again, and nothing logs out.
    expect(calls).toBe(1);
    expect(store.getState().auth.endedBy).toBeNull();
  });

  it("still reports an outage when the events list really fails", async () => {
    server.use(http.get(apiUrl("events/"), () => HttpResponse.json({ detail: "Oops" }, { status: 500 })));
    renderApp({ route: `/events/${teamEvent}` });
    expect(await screen.findByText("Registration status unavailable right now")).toBeInTheDocument();
    expect(screen.queryByText("Sign in to see registration")).not.toBeInTheDocument();
  });

  it.each([
    ["a visitor (events/ answered 401)", false, "Sign in to see registration"],
    ["a signed-in participant (rows without the fields added since)", true, "Registration open"],
  ])(
    "an event page asks neither for its texts nor its announcements once the list shows the original backend: %s",
    async (_who, signedIn, status) => {
      const asked: string[] = [];
      server.use(
        http.get(apiUrl("events/"), ({ request }) =>
          request.headers.get("Authorization")
            ? HttpResponse.json(serverEvents().map(({ results_published: _left, ...row }) => row))
            : notAuthenticated(),
        ),
        http.get(apiUrl(`events/${teamEvent}/`), () => {
          asked.push("texts");
          return djangoNotFoundPage();
        }),
        http.get(apiUrl("announcements/"), () => {
          asked.push("announcements");
          return djangoNotFoundPage();
        }),
      );
      renderApp({ route: `/events/${teamEvent}`, preloadedState: signedIn ? loggedIn() : undefined });
      await findPageHeading(seededName(teamEvent));
      // The list's answer is on the page: whatever the page asks after it has been asked in the same commit.
      expect(await screen.findByText(status)).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 2, name: "Frequently asked questions" })).toBeInTheDocument();
      expect(asked).toEqual([]);
    },
  );

  it("picks the country from a list and sends its code, which the 4-character rule accepts", async () => {
    const puts: Array<Record<string, unknown>> = [];
    let profile = newProfile();
    server.use(
      http.get(apiUrl("profile/"), () => HttpResponse.json(profile)),
      http.put(apiUrl("profile/"), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        if (String(body.country).length > 4) {
          return HttpResponse.json({ country: ["Ensure this field has no more than 4 characters."] }, { status: 400 });
        }
        profile = { ...profile, ...body, is_profile_complete: true } as typeof profile;
        return HttpResponse.json(profile);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp({ route: "/profile/edit", preloadedState: loggedIn() });
    const basic = await screen.findByRole("form", { name: "Basic details" });
    await user.type(within(basic).getByLabelText(/Full name/), "Asha Verma");
    await user.selectOptions(within(basic).getByLabelText(/Gender/), "Female");
    await user.type(within(basic).getByLabelText(/Phone/), "+919876543210");
    await user.click(within(basic).getByLabelText(/Country/));
    await user.keyboard("Ind");
    expect(await screen.findByRole("option", { name: "India" })).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(within(basic).getByLabelText(/Country/)).toHaveValue("India");
    await user.click(screen.getByRole("button", { name: "Next" }));
    const academic = await screen.findByRole("form", { name: "Academic details" });
    await user.selectOptions(within(academic).getByLabelText(/You are at/), "College");
    await user.type(within(academic).getByLabelText(/Institute name/), "Example Institute of Technology");
    await user.type(within(academic).getByLabelText(/Degree or class/), "B.Tech");
    await user.type(within(academic).getByLabelText(/Branch or stream/), "Computer Science");
    await user.selectOptions(within(academic).getByLabelText(/Year of study/), "2");
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    expect(await screen.findByText("Yay! Profile saved. Add your coding handles, or finish.")).toBeInTheDocument();
    expect(puts.map((body) => body.country)).toEqual(["IN"]);
  });

  it("shows the country's name on the dashboard, not its code", async () => {
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.json(completeProfile({ country: "IN" }))));
    renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    const facts = await screen.findByRole("region", { name: "Profile" });
    expect(within(facts).getByText("India")).toBeInTheDocument();
    expect(within(facts).queryByText("IN")).not.toBeInTheDocument();
  });

  it("shows the identity provider's e-mail when the profile has none", async () => {
    providerOf().current = { email: "asha@example.org", displayName: "Asha Verma", providerId: "password" };
    const { email: _omitted, ...withoutEmail } = completeProfile();
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.json(withoutEmail)));
    renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    const account = await screen.findByRole("region", { name: "Your account" });
    expect(await within(account).findByText("asha@example.org")).toBeInTheDocument();
  });

  it("hides the certificates section when the server has no certificates endpoint (an HTML 404)", async () => {
    let asked = false;
    server.use(
      http.get(apiUrl("certificates/"), () => {
        asked = true;
        return djangoNotFoundPage();
      }),
    );
    renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    await screen.findByRole("region", { name: "Your account" });
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Certificates" })).not.toBeInTheDocument());
    expect(screen.queryByText("Your certificates could not be loaded.")).not.toBeInTheDocument();
  });

  it("keeps the certificates error for a real failure", async () => {
    server.use(http.get(apiUrl("certificates/"), () => HttpResponse.json({ detail: "Oops" }, { status: 500 })));
    renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    expect(await screen.findByText("Your certificates could not be loaded.")).toBeInTheDocument();
  });

  it("asks for certificates/, sessions/ and announcements/ once while the dashboard is shown again and refocused, answered 404, without a logout or a message", async () => {
    const asked = { "certificates/": 0, "sessions/": 0, "announcements/": 0 };
    server.use(
      ...Object.keys(asked).map((path) =>
        http.get(apiUrl(path), () => {
          asked[path as keyof typeof asked] += 1;
          return djangoNotFoundPage();
        }),
      ),
    );
    const { store, router } = renderApp({ route: "/dashboard", preloadedState: loggedIn() });
    await screen.findByRole("region", { name: "Your account" });
    await waitFor(() => expect(asked).toEqual({ "certificates/": 1, "sessions/": 1, "announcements/": 1 }));
    // Another page and back (every section mounts again), and the tab losing and regaining focus.
    await act(() => router.navigate("/events"));
    await findPageHeading("Events");
    await act(() => router.navigate("/dashboard"));
    await screen.findByRole("region", { name: "Your account" });
    act(() => {
      window.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new Event("focus"));
    });
    await screen.findByRole("button", { name: "Sign out everywhere" });
    expect(asked).toEqual({ "certificates/": 1, "sessions/": 1, "announcements/": 1 });
    for (const name of ["Certificates", "Announcements"]) {
      expect(screen.queryByRole("region", { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(store.getState().auth.endedBy).toBeNull();
  });
});
