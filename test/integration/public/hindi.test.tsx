import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { chooseLanguage } from "../../../src/features/language/languageSlice";
import { loadFirstMessages } from "../../../src/i18n/catalogues";
import { seededEvent, seededEventWhere, seededName, teamEvents } from "../../support/seedEvents";
import { renderApp } from "../../utils/renderWithProviders";
import { backToEnglish } from "../../utils/visitInLanguage";
import { findPageHeading } from "./pageHeading";

const [teamEvent, secondTeamEvent] = teamEvents(2);

// The public pages a visitor meets first, in Hindi: their own words from the Hindi catalogues, the festival's and the
// events' names as they are.

const hindi = { language: { language: "hi" as const } };

// Back to English for the next test, as a visitor switching back would (the pages' messages follow it).
afterEach(backToEnglish);

describe("the public pages in Hindi", () => {
  it("shows the home page, the events list and an event page in Hindi from the first render", async () => {
    const user = userEvent.setup();
    // As src/main.tsx does for a visitor who chose Hindi on this device.
    await loadFirstMessages("hi");
    renderApp({ route: "/", preloadedState: hindi });

    await findPageHeading("Codefest '20");
    const hero = screen.getByRole("heading", { level: 1 }).closest("section") as HTMLElement;
    expect(hero).toHaveTextContent("2020 संस्करण · ऑनलाइन");
    expect(within(hero).getByRole("link", { name: "साइन इन करें" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("heading", { level: 2, name: "Codefest क्या है?" })).toBeInTheDocument();
    const highlights = screen.getByRole("list", { name: "मुख्य बातें" });
    expect(within(highlights).getByRole("heading", { level: 3, name: "सबके लिए प्रमाणपत्र" })).toBeInTheDocument();
    expect(highlights).toHaveTextContent("हर प्रतिभागी को भागीदारी प्रमाणपत्र मिलता है।");
    const glance = screen.getByRole("heading", { level: 2, name: "एक नज़र में सभी इवेंट" }).closest("section");
    expect(
      within(glance as HTMLElement).getByRole("link", { name: new RegExp(`^${seededName(teamEvent)}`) }),
    ).toHaveTextContent(`${seededEvent(teamEvent).maxMembers} सदस्यों तक की टीम`);
    const soloWithFormat = seededEvent(
      seededEventWhere((event) => event.maxMembers === 1 && event.content.format !== null),
    );
    expect(
      within(glance as HTMLElement).getByRole("link", { name: new RegExp(`^${soloWithFormat.content.name}`) }),
    ).toHaveTextContent(`व्यक्तिगत, ${soloWithFormat.content.format?.en}`);
    expect(screen.getByRole("heading", { level: 2, name: "साझेदार" }).closest("section")).toHaveTextContent(
      "अगले संस्करण में सहयोग करना चाहते हैं? partners@example.org पर लिखें।",
    );
    expect(screen.getByRole("img", { name: "एक टर्मिनल विंडो, जिसमें एक समाधान हर टेस्ट में पास हुआ है" })).toBeVisible();
    expect(screen.queryByText(/Explore events|Seven contests|What is Codefest/)).not.toBeInTheDocument();

    await user.click(within(hero).getByRole("link", { name: "इवेंट देखें" }));
    await findPageHeading("इवेंट");
    expect(screen.getByText(/^सात प्रतियोगिताएँ, सभी ऑनलाइन।/)).toBeInTheDocument();
    expect(await screen.findAllByText("पंजीकरण खुला")).not.toHaveLength(0);
    expect(screen.queryByText("Registration open")).not.toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: seededName(teamEvent) }));
    await findPageHeading(seededName(teamEvent));
    for (const heading of ["प्रतियोगिता के बारे में", "समन्वयक", "अक्सर पूछे जाने वाले प्रश्न"]) {
      expect(screen.getByRole("heading", { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole("link", { name: "पंजीकरण करें" })).toHaveAttribute("href", "/dashboard/events");
    expect(screen.getByText(/^साइन इन करें और अपने डैशबोर्ड से पंजीकरण करें।/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^प्रतियोगिता पर जाएँ/ })).toHaveTextContent("(नए टैब में खुलता है)");
    expect(document.documentElement).toHaveAttribute("lang", "hi");
  });

  it("changes an event page's words to Hindi at once, and back", async () => {
    const { store } = renderApp({ route: `/events/${secondTeamEvent}` });
    await findPageHeading(seededName(secondTeamEvent));
    expect(screen.getByRole("heading", { level: 2, name: "About the contest" })).toBeInTheDocument();

    await act(() => store.dispatch(chooseLanguage("hi")));
    expect(screen.getByRole("heading", { level: 2, name: "प्रतियोगिता के बारे में" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "पंजीकरण करें" })).toBeInTheDocument();
    expect(screen.getByText(/· 2 सदस्यों तक की टीम$/)).toBeInTheDocument();

    await act(() => store.dispatch(chooseLanguage("en")));
    expect(screen.getByRole("heading", { level: 2, name: "About the contest" })).toBeInTheDocument();
    expect(screen.getByText(/· Team of up to 2$/)).toBeInTheDocument();
  });
});
