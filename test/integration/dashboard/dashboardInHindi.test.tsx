import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { chooseLanguage } from "../../../src/features/language/languageSlice";
import { loadFirstMessages, showMessagesIn } from "../../../src/i18n/catalogues";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer } from "./fakeTeamServer";

const [teamEvent] = teamEvents(1);

// The dashboard for a participant who chose Hindi: its own words in Hindi (docs/glossary.md's terms), the festival's
// event names and what participants typed as they are, and English again, word for word, after switching back.

afterEach(() => showMessagesIn("en"));

async function openInHindi(route: string) {
  // As src/main.tsx does before its first render for a visitor who chose Hindi on this device.
  await loadFirstMessages("hi");
  const user = userEvent.setup();
  const utils = renderApp({ route, preloadedState: { ...loggedIn(), language: { language: "hi" } } });
  return { user, ...utils };
}

describe("the dashboard in Hindi", () => {
  it("shows the overview's headings, profile, referrals and teams in Hindi, and in English again after the switch", async () => {
    const api = installTeamServer();
    api.addOwnTeam(teamEvent, "Null Pointers", false);
    const { store } = await openInHindi("/dashboard");

    expect(await screen.findByRole("heading", { level: 1, name: "डैशबोर्ड" })).toBeInTheDocument();
    const account = await screen.findByRole("region", { name: "आपका खाता" });
    expect(within(account).getByText("ई-मेल सत्यापित")).toBeInTheDocument();
    const profile = screen.getByRole("region", { name: "प्रोफ़ाइल" });
    expect(within(profile).getByText("संस्थान")).toBeInTheDocument();
    expect(within(profile).getByText("कॉलेज")).toBeInTheDocument();
    expect(within(profile).getByText("भारत")).toBeInTheDocument();
    expect(within(profile).getByText("महिला")).toBeInTheDocument();
    expect(within(profile).getByRole("link", { name: "प्रोफ़ाइल बदलें" })).toHaveAttribute("href", "/profile/edit");
    expect(screen.getByRole("region", { name: "अपने दोस्तों को बुलाएँ" })).toHaveTextContent("अब तक 3 रेफ़रल");
    const teams = screen.getByRole("region", { name: "आपकी टीमें" });
    expect(await within(teams).findByText("Null Pointers")).toBeInTheDocument();
    expect(within(teams).getByText(seededName(teamEvent))).toBeInTheDocument();
    expect(within(teams).getByText("Null Pointers").parentElement).toHaveTextContent(/· 1 जगह खाली$/);
    expect(within(teams).getByRole("link", { name: "इवेंट के लिए पंजीकरण करें" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "डैशबोर्ड" })).toHaveTextContent("सारांशइवेंट पंजीकरण");

    await act(() => store.dispatch(chooseLanguage("en")));
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Your account" })).toHaveTextContent("E-mail verified");
    expect(screen.getByRole("region", { name: "Profile" })).toHaveTextContent("CountryIndia");
    expect(screen.getByRole("region", { name: "Refer your friends" })).toHaveTextContent("3 referrals so far");
    expect(
      within(screen.getByRole("region", { name: "Your teams" })).getByText("Null Pointers").parentElement,
    ).toHaveTextContent(/· 1 free place$/);
  });

  it("creates a team in Hindi: the name's check, the toast, its free place and the access code to share", async () => {
    installTeamServer();
    const { user } = await openInHindi("/dashboard/events");
    expect(await screen.findByRole("heading", { level: 1, name: "इवेंट के लिए पंजीकरण करें" })).toBeInTheDocument();
    expect(await screen.findByRole("region", { name: "टीम से जुड़ें" })).toBeInTheDocument();
    const teamCard = await screen.findByRole("article", { name: seededName(teamEvent) });
    expect(await within(teamCard).findByText("पंजीकरण खुला")).toBeInTheDocument();
    expect(teamCard).toHaveTextContent("2 सदस्यों तक की टीमें");

    await user.type(within(teamCard).getByLabelText("टीम का नाम"), "X");
    expect(within(teamCard).getByText("टीम के नाम में कम से कम 2 अक्षर होने चाहिए।")).toBeInTheDocument();
    await user.type(within(teamCard).getByLabelText("टीम का नाम"), "Y");
    await user.click(within(teamCard).getByRole("button", { name: "टीम बनाएँ" }));

    expect(
      await screen.findByText(
        `बढ़िया! ${seededName(teamEvent)} के लिए टीम "\u2068XY\u2069" बन गई। इसका एक्सेस कोड अपने साथी को भेजें।`,
      ),
    ).toBeInTheDocument();
    const created = screen.getByRole("article", { name: seededName(teamEvent) });
    expect(await within(created).findByText("1 जगह खाली")).toBeInTheDocument();
    expect(within(created).getByText("पंजीकृत")).toBeInTheDocument();
    expect(within(created).getByText("आपके साथी के लिए एक्सेस कोड")).toBeInTheDocument();
    expect(within(created).getByText(/^CODE\d+XYZ$/)).toBeInTheDocument();
    expect(within(created).getByText("Asha Verma").parentElement).toHaveTextContent(/^Asha Verma \(आप\)$/);
    expect(within(created).getByRole("button", { name: "टीम हटाएँ" })).toBeInTheDocument();
  });
});
