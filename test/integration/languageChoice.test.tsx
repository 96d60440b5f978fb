import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadMessages } from "../../src/i18n/catalogues";
import { STORAGE_KEYS, writeItem } from "../../src/lib/storage";
import { teamEvents } from "../support/seedEvents";
import { renderApp } from "../utils/renderWithProviders";
import { backToEnglish } from "../utils/visitInLanguage";

const [teamEvent] = teamEvents(1);

// Choosing the language: the header's switch, the terminal's command and the offer to a browser preferring Hindi, each
// at once, without a reload.

const browserLanguages = (languages: string[]) =>
  Object.defineProperty(window.navigator, "languages", { value: languages, configurable: true });

afterEach(async () => {
  await backToEnglish();
  writeItem(STORAGE_KEYS.languageOfferDismissed, null);
  browserLanguages(["en-US", "en"]);
});

describe("choosing the language", () => {
  it("switches from the header at once, keeping what was typed in a form, and back", async () => {
    const user = userEvent.setup();
    renderApp({ route: "/login" });
    const email = await screen.findByRole("textbox", { name: /^E-mail/ });
    await user.type(email, "asha@example.org");

    const banner = screen.getByRole("banner");
    const toHindi = within(banner).getByRole("button", { name: "हिन्दी" });
    expect(toHindi).toHaveAttribute("lang", "hi");
    await user.click(toHindi);

    expect(await within(banner).findByRole("button", { name: "English" })).toHaveAttribute("lang", "en");
    expect(within(banner).getByRole("link", { name: "लॉग इन" })).toBeInTheDocument();
    // The page's own words, its catalogue fetched in Hindi before the switch.
    expect(screen.getByRole("heading", { level: 1, name: "लॉग इन" })).toBeInTheDocument();
    expect(screen.getByText(/^इवेंट के लिए पंजीकरण करने/)).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "hi");
    expect(window.localStorage.getItem("language")).toBe("hi");
    // The same field, never rebuilt, with what was typed.
    expect(email).toBeInTheDocument();
    expect(email).toHaveValue("asha@example.org");

    // Keyboard only: the switch is a button in the tab order.
    within(banner).getByRole("button", { name: "English" }).focus();
    await user.keyboard("{Enter}");
    expect(await within(banner).findByRole("link", { name: "Login" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "en");
    // The same field, never rebuilt, with what was typed.
    expect(email).toBeInTheDocument();
    expect(email).toHaveValue("asha@example.org");
  });

  it("switches with the terminal's language command, which stays English and answers in the language", async () => {
    const user = userEvent.setup();
    renderApp({ route: `/events/${teamEvent}` });
    const terminal = await screen.findByRole("region", { name: "Terminal" });
    const input = within(terminal).getByRole("textbox", { name: "Terminal command" });
    const log = within(terminal).getByRole("log", { name: "Terminal output" });

    await user.type(input, "language{Enter}");
    expect(log).toHaveTextContent("Language: English");
    expect(log).toHaveTextContent("Change it with: language en|hi");

    await user.type(input, "language hi{Enter}");
    expect(await within(log).findByText("भाषा: हिन्दी")).toBeInTheDocument();
    expect(await within(screen.getByRole("banner")).findByRole("link", { name: "लॉग इन" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "hi");
    expect(window.localStorage.getItem("language")).toBe("hi");
    // The terminal's own words too: the same region and input, renamed in place.
    expect(screen.getByRole("region", { name: "टर्मिनल" })).toBe(terminal);
    expect(input).toHaveAccessibleName("टर्मिनल कमांड");
    expect(log).toHaveAccessibleName("टर्मिनल आउटपुट");

    await user.type(input, "language{Enter}");
    expect(log).toHaveTextContent("बदलने के लिए: language en|hi");

    // Its refusal is in Hindi now too; the usage it shows stays what one types.
    await user.type(input, "language klingon{Enter}");
    expect(log).toHaveTextContent("दिए गए आर्ग्युमेंट सही नहीं हैं");
    expect(log).toHaveTextContent("उपयोग: language [en|hi]");

    await user.type(input, "LANGUAGE English{Enter}");
    expect(await within(log).findAllByText("Language: English")).toHaveLength(2);
    expect(document.documentElement).toHaveAttribute("lang", "en");
  });

  it("offers Hindi, in Hindi, to a browser preferring it, and switches when taken", async () => {
    browserLanguages(["hi-IN", "en-GB"]);
    const user = userEvent.setup();
    renderApp({ route: "/events" });
    const offer = await screen.findByRole("complementary", { name: "भाषा" });
    expect(offer).toHaveAttribute("lang", "hi");
    expect(offer).toHaveTextContent("यह साइट हिन्दी में भी है।");

    await user.click(within(offer).getByRole("button", { name: "हिन्दी में दिखाएँ" }));
    expect(await within(screen.getByRole("banner")).findByRole("link", { name: "लॉग इन" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "hi");
    await waitFor(() => expect(screen.queryByRole("complementary", { name: "भाषा" })).not.toBeInTheDocument());
    expect(window.localStorage.getItem("language")).toBe("hi");
  });

  it("remembers that the offer was closed, and makes none once a language was chosen or to an English browser", async () => {
    browserLanguages(["hi", "en"]);
    const user = userEvent.setup();
    const first = renderApp({ route: "/" });
    const offer = await screen.findByRole("complementary", { name: "भाषा" });
    await user.click(within(offer).getByRole("button", { name: "नहीं, धन्यवाद" }));
    expect(screen.queryByRole("complementary", { name: "भाषा" })).not.toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("lang", "en");
    first.unmount();

    /** A visit, after the offer's messages have arrived (when it would have appeared). */
    const visit = async () => {
      const app = renderApp({ route: "/" });
      await screen.findByRole("banner");
      await act(() => loadMessages("hi", ["offer"]));
      const shown = screen.queryByRole("complementary") !== null;
      app.unmount();
      return shown;
    };
    expect(await visit()).toBe(false);
    writeItem(STORAGE_KEYS.languageOfferDismissed, null);
    expect(await visit()).toBe(true);
    writeItem(STORAGE_KEYS.language, "en");
    expect(await visit()).toBe(false);
    writeItem(STORAGE_KEYS.language, null);
    browserLanguages(["en-IN", "hi"]);
    expect(await visit()).toBe(false);
  });
});
