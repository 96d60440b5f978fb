import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MESSAGES } from "../../../contract/messages";
import { loadFirstMessages, showMessagesIn } from "../../../src/i18n/catalogues";
import { apiUrl } from "../../msw/apiUrl";
import { authRequests } from "../../msw/handlers/auth";
import { server } from "../../msw/server";
import { renderApp } from "../../utils/renderWithProviders";
import { installFakeIdentityProvider } from "./setup";

installFakeIdentityProvider();

/** This server's answer to an unknown account when asked in Hindi (server/src/i18n/messages/hi.json). */
const HINDI_NO_SUCH_ACCOUNT = "ऐसा कोई खाता नहीं है";
/** The login page's heading for the step that finishes an account, in Hindi (src/i18n/messages/login/hi.json). */
const CREATE_YOUR_ACCOUNT = "अपना खाता बनाएँ";
/** Its buttons in Hindi: "Continue with Google" and "Create my account". */
const CONTINUE_WITH_GOOGLE = "Google से आगे बढ़ें";
const CREATE_MY_ACCOUNT = "मेरा खाता बनाएँ";

afterEach(() => showMessagesIn("en"));

/** Signs up with Google in Hindi and returns the languages login/ was asked in. */
async function signUpInHindi() {
  const languages: Array<string | null> = [];
  server.events.on("request:start", ({ request }) => {
    if (request.url.endsWith("/login/")) languages.push(request.headers.get("accept-language"));
  });
  await loadFirstMessages("hi");
  const { router } = renderApp({ route: "/login", preloadedState: { language: { language: "hi" } } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: CONTINUE_WITH_GOOGLE }));
  expect(await screen.findByRole("heading", { name: CREATE_YOUR_ACCOUNT })).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: CREATE_MY_ACCOUNT }));
  await waitFor(() => expect(router.state.location.pathname).toBe("/profile/edit"));
  server.events.removeAllListeners();
  return languages;
}

describe("signing up in Hindi", () => {
  it("registers when this server says in Hindi that there is no such account", async () => {
    server.use(
      http.post(apiUrl("login/"), ({ request }) =>
        HttpResponse.json(
          {
            non_field_errors: [
              request.headers.get("accept-language") === "hi" ? HINDI_NO_SUCH_ACCOUNT : MESSAGES.noSuchAccount,
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const languages = await signUpInHindi();
    expect(languages).toEqual(["hi"]);
    expect(authRequests.register).toHaveLength(1);
  });

  it("registers against the original backend, whose message stays English", async () => {
    // The default handlers answer as the original backend does: `{"non_field_errors": ["No such account exists"]}`.
    const languages = await signUpInHindi();
    expect(languages).toEqual(["hi"]);
    expect(authRequests.register).toHaveLength(1);
  });

  it("does not offer registration when the ID token itself is refused, and says why", async () => {
    server.use(
      http.post(apiUrl("login/"), () =>
        HttpResponse.json({ id_token: ["आईडी टोकन अमान्य है या उसकी अवधि बीत गई है"] }, { status: 400 }),
      ),
    );
    await loadFirstMessages("hi");
    renderApp({ route: "/login", preloadedState: { language: { language: "hi" } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: CONTINUE_WITH_GOOGLE }));
    expect(await screen.findByText(/आईडी टोकन अमान्य है/)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: CREATE_YOUR_ACCOUNT })).not.toBeInTheDocument();
    expect(authRequests.register).toHaveLength(0);
  });
});
