import { act, screen, within } from "@testing-library/react";
import LanguageRoot from "../../src/app/LanguageRoot";
import ToastHost from "../../src/app/ToastHost";
import { chooseLanguage, loadLanguageState } from "../../src/features/language/languageSlice";
import { loadFirstMessages } from "../../src/i18n/catalogues";
import { showErrorToast, showSuccessToast } from "../../src/lib/toast";
import { renderApp, renderWithStore } from "../utils/renderWithProviders";
import { backToEnglish } from "../utils/visitInLanguage";

// The pages' messages follow the language shown: English again for the next test, and the stored choice gone, also
// from the storage module's in-memory copy (setupWeb clears only localStorage).
afterEach(backToEnglish);

describe("the app's language", () => {
  it("switches the header, footer and 404 page to Hindi at once, keeps the choice on this device, and back", async () => {
    const { store } = renderApp({ route: "/no/such/page" });
    await screen.findByRole("heading", { name: "Page not found" });

    await act(() => store.dispatch(chooseLanguage("hi")));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("पेज नहीं मिला");
    expect(screen.getByRole("navigation", { name: "वापस जाने के रास्ते" })).toBeInTheDocument();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "लॉग इन" })).toHaveAttribute("href", "/login");
    expect(within(banner).getByRole("button", { name: "डार्क थीम पर जाएँ" })).toBeInTheDocument();
    expect(within(banner).getAllByRole("link", { name: "एंबेसडर" })).not.toHaveLength(0);
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "कैंपस एंबेसडर" })).toHaveAttribute("href", "/hi/ca");
    expect(footer).toHaveTextContent("an institute in India द्वारा आयोजित Codefest का 2020 संस्करण।");
    expect(within(footer).getByRole("link", { name: "hello@example.org" })).toHaveAttribute(
      "href",
      "mailto:hello@example.org",
    );
    expect(footer).toHaveTextContent("प्रश्न: hello@example.org · साझेदारी: partners@example.org");
    expect(document.documentElement).toHaveAttribute("lang", "hi");
    expect(window.localStorage.getItem("language")).toBe("hi");

    await act(() => store.dispatch(chooseLanguage("en")));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page not found");
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      "Questions: hello@example.org · Partnerships: partners@example.org",
    );
    expect(document.documentElement).toHaveAttribute("lang", "en");
    expect(window.localStorage.getItem("language")).toBe("en");
  });

  it("starts in the language chosen earlier on this device", async () => {
    window.localStorage.setItem("language", "hi");
    const language = loadLanguageState();
    expect(language).toEqual({ language: "hi" });
    // As src/main.tsx does before its first render.
    await loadFirstMessages(language.language);
    renderApp({ route: "/no/such/page", preloadedState: { language } });
    expect(await screen.findByRole("heading", { name: "पेज नहीं मिला" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "hi");
  });

  it("starts in English when no language, or one it does not speak, was chosen on this device", () => {
    expect(loadLanguageState()).toEqual({ language: "en" });
    window.localStorage.setItem("language", "fr");
    expect(loadLanguageState()).toEqual({ language: "en" });
  });

  it("says the toasts' fixed words in the language shown", async () => {
    renderWithStore(
      <LanguageRoot>
        <ToastHost />
      </LanguageRoot>,
      { language: { language: "hi" } },
    );
    act(() => showErrorToast("Invalid Access Code"));
    expect(await screen.findByText("उफ़... Invalid Access Code")).toBeInTheDocument();
    act(() => screen.getByRole("button", { name: "सूचना बंद करें" }).click());
    act(() => showSuccessToast());
    expect(await screen.findByText("हो गया!")).toBeInTheDocument();
  });
});
