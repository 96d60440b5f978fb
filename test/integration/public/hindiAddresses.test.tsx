import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { chooseLanguage } from "../../../src/features/language/languageSlice";
import { STORAGE_KEYS, writeItem } from "../../../src/lib/storage";
import { seededName, teamEvents } from "../../support/seedEvents";
import { backToEnglish, visitInLanguage } from "../../utils/visitInLanguage";
import { findPageHeading } from "./pageHeading";

const [teamEvent] = teamEvents(1);

// The Hindi public pages' own addresses (issue 42, item 2): /hi/..., links that stay there, the switch moving between
// the twins, signed-in pages keeping their one address.

afterEach(backToEnglish);

describe("the Hindi addresses", () => {
  it("opens /hi/events in Hindi whatever the device chose, with links that stay under /hi", async () => {
    writeItem(STORAGE_KEYS.language, "en");
    const user = userEvent.setup();
    const { router } = await visitInLanguage("/hi/events");
    await findPageHeading("इवेंट");
    expect(document.documentElement).toHaveAttribute("lang", "hi");
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Codefest '20" })).toHaveAttribute("href", "/hi");
    expect(within(banner).getAllByRole("link", { name: "एंबेसडर" })[0]).toHaveAttribute("href", "/hi/ca");
    // Signed-in and guest pages keep their one address.
    expect(within(banner).getByRole("link", { name: "लॉग इन" })).toHaveAttribute("href", "/login");

    await user.click(screen.getByRole("link", { name: new RegExp(`${seededName(teamEvent)}`) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/hi/events/${teamEvent}`));
    expect(await screen.findByRole("heading", { level: 2, name: "प्रतियोगिता के बारे में" })).toBeInTheDocument();
    // Following a /hi/ link is no choice made on the device.
    expect(window.localStorage.getItem("language")).toBe("en");
  });

  it("moves to the other language's address when the language is switched, keeping the query, and back", async () => {
    const user = userEvent.setup();
    const { router } = await visitInLanguage(`/events/${teamEvent}?from=mail#about`);
    await findPageHeading(seededName(teamEvent));
    await user.click(within(screen.getByRole("banner")).getByRole("button", { name: "हिन्दी" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/hi/events/${teamEvent}`));
    expect(router.state.location.search).toBe("?from=mail");
    expect(router.state.location.hash).toBe("#about");
    expect(await screen.findByRole("heading", { level: 2, name: "प्रतियोगिता के बारे में" })).toBeInTheDocument();

    await user.click(within(screen.getByRole("banner")).getByRole("button", { name: "English" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/events/${teamEvent}`));
    expect(await screen.findByRole("heading", { level: 2, name: "About the contest" })).toBeInTheDocument();
  });

  it("takes a device that chose Hindi from an English address to the Hindi one", async () => {
    writeItem(STORAGE_KEYS.language, "hi");
    const { router } = await visitInLanguage("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/hi"));
    expect(await screen.findByRole("heading", { level: 2, name: "Codefest क्या है?" })).toBeInTheDocument();
  });

  it("shows the 404 page in Hindi at /hi/<unknown>, its ways back under /hi", async () => {
    await visitInLanguage("/hi/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "पेज नहीं मिला" })).toBeInTheDocument();
    const waysBack = screen.getByRole("navigation", { name: "वापस जाने के रास्ते" });
    expect(
      within(waysBack)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/hi", "/hi/events", "/hi/haxplore"]);
  });

  it("keeps a signed-in page's address when the language changes", async () => {
    const { store, router } = await visitInLanguage("/no/such/page");
    await screen.findByRole("heading", { name: "Page not found" });
    await act(() => store.dispatch(chooseLanguage("hi")));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("पेज नहीं मिला");
    expect(router.state.location.pathname).toBe("/no/such/page");
  });
});
