import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { tokenChangedElsewhere } from "../../../src/api/sessionEvents";
import { chooseLanguage } from "../../../src/features/language/languageSlice";
import { showMessagesIn } from "../../../src/i18n/catalogues";
import { STORAGE_KEYS, writeItem } from "../../../src/lib/storage";
import { apiUrl } from "../../msw/apiUrl";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

/** Every `PUT profile/language/` the app makes: its body and the language it asked in. */
function recordLanguagePuts(answer?: () => Response) {
  const puts: Array<{ body: unknown; asked: string | null }> = [];
  server.use(
    http.put(apiUrl("profile/language/"), async ({ request }) => {
      const body = (await request.json()) as unknown;
      puts.push({ body, asked: request.headers.get("accept-language") });
      return answer ? answer() : HttpResponse.json(body as object);
    }),
  );
  return puts;
}

afterEach(async () => {
  await showMessagesIn("en");
  writeItem(STORAGE_KEYS.language, null);
});

describe("the language on the account", () => {
  it("is kept on the account when a signed-in participant chooses it", async () => {
    const puts = recordLanguagePuts();
    const { store } = renderApp({ route: "/no/such/page", preloadedState: loggedIn() });
    await screen.findByRole("heading", { name: "Page not found" });
    await act(() => store.dispatch(chooseLanguage("hi")));
    await waitFor(() => expect(puts).toEqual([{ body: { language: "hi" }, asked: "hi" }]));
    await act(() => store.dispatch(chooseLanguage("en")));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1].body).toEqual({ language: "en" });
  });

  it("is not sent for a visitor who is signed out, and is sent once they sign in", async () => {
    const puts = recordLanguagePuts();
    const { store } = renderApp({ route: "/no/such/page" });
    await screen.findByRole("heading", { name: "Page not found" });
    await act(() => store.dispatch(chooseLanguage("hi")));
    expect(puts).toEqual([]);
    // Signed in (here in another tab of this browser, which hands the session over).
    act(() => {
      store.dispatch(tokenChangedElsewhere("fresh-token"));
    });
    await waitFor(() => expect(puts).toEqual([{ body: { language: "hi" }, asked: "hi" }]));
  });

  it("changes nothing and says nothing against the original backend, which has no such endpoint", async () => {
    const puts = recordLanguagePuts(() => HttpResponse.json({ detail: "Not found." }, { status: 404 }));
    const { store } = renderApp({ route: "/no/such/page", preloadedState: loggedIn() });
    await screen.findByRole("heading", { name: "Page not found" });
    await act(() => store.dispatch(chooseLanguage("hi")));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(store.getState().auth.token).toBe("test-token");
    expect(store.getState().language.language).toBe("hi");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText("Not found.")).not.toBeInTheDocument();
  });
});
