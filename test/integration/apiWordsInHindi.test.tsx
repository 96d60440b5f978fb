import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { setRequestTimeoutMs } from "../../src/api/requestTimeout";
import { loadFirstMessages, showMessagesIn } from "../../src/i18n/catalogues";
import type { Language } from "../../src/i18n/languages";
import { apiUrl } from "../msw/apiUrl";
import { server } from "../msw/server";
import { loggedIn, renderApp } from "../utils/renderWithProviders";
import { installTeamServer } from "./dashboard/fakeTeamServer";

// The API layer's own words (a call the server never answered, or not in time: src/api/apiWords.ts) in the language
// shown: joining a team while the network fails says why in the error toast, in Hindi as in English.

afterEach(() => showMessagesIn("en"));

const WORDS = {
  en: { code: "Access code", join: "Join team", open: "Registration open" },
  hi: { code: "एक्सेस कोड", join: "टीम से जुड़ें", open: "पंजीकरण खुला" },
} as const;

/** Tries to join a team in `language` while the server answers as `answer` does. */
async function joinIn(language: Language, answer: () => Promise<Response> | Response) {
  installTeamServer();
  server.use(http.post(apiUrl("teams/join/"), answer));
  await loadFirstMessages(language);
  const user = userEvent.setup();
  renderApp({ route: "/dashboard/events", preloadedState: { ...loggedIn(), language: { language } } });
  const words = WORDS[language];
  await screen.findAllByText(words.open);
  await user.type(screen.getByLabelText(words.code), "WRONG12");
  await user.click(screen.getByRole("button", { name: words.join }));
}

describe("the API layer's own words", () => {
  it("say in Hindi that the server could not be reached", async () => {
    await joinIn("hi", () => HttpResponse.error());
    expect(
      await screen.findByText(/^उफ़... सर्वर तक नहीं पहुँच सके \(.+\)। अपना कनेक्शन जाँचकर फिर कोशिश करें।$/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Could not reach the server/)).not.toBeInTheDocument();
  });

  it("say in Hindi that the server did not answer in time", async () => {
    const restore = setRequestTimeoutMs(100);
    try {
      await joinIn("hi", async () => {
        await delay("infinite");
        return HttpResponse.json({});
      });
      expect(
        await screen.findByText("उफ़... सर्वर ने समय पर जवाब नहीं दिया। अपना कनेक्शन जाँचकर फिर कोशिश करें।"),
      ).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("stay the specification's English in English", async () => {
    await joinIn("en", () => HttpResponse.error());
    expect(
      await screen.findByText(/^Oops... Could not reach the server \(.+\)\. Check your connection and try again\.$/),
    ).toBeInTheDocument();
  });
});
