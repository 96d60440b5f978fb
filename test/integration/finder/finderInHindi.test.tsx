import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { loadFirstMessages } from "../../../src/i18n/catalogues";
import { apiUrl } from "../../msw/apiUrl";
import { certificate } from "../../msw/handlers/certificates";
import { listing, receivedRequest, shown } from "../../msw/handlers/finder";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { backToEnglish } from "../../utils/visitInLanguage";
import { installFinderServer } from "./fakeFinderServer";

const [teamEvent] = teamEvents(1);

// A participant who chose Hindi (issue 42, items 1 and 7): the teammate finder's page, the dashboard's teammate
// requests and certificates in the Hindi catalogues' words; people's and events' names as they are.

const inHindi = async (route: string) => {
  await loadFirstMessages("hi");
  const user = userEvent.setup();
  return { user, ...renderApp({ route, preloadedState: { ...loggedIn(), language: { language: "hi" } } }) };
};

afterEach(backToEnglish);

describe("the teammate finder and certificates in Hindi", () => {
  it("shows the finder's page, its form and the listings in Hindi", async () => {
    installFinderServer({
      listings: [listing({ id: 9, owner: shown({ name: "Meera Iyer", country: "DE" }), skills: ["cryptography"] })],
    });
    const { user } = await inHindi(`/teammates/${teamEvent}`);
    expect(await screen.findByRole("heading", { name: `${seededName(teamEvent)} के लिए साथी खोजें` })).toBeInTheDocument();
    const form = await screen.findByRole("region", { name: "आपकी लिस्टिंग" });
    expect(within(form).getByLabelText("क्रिप्टोग्राफ़ी")).toBeInTheDocument();
    expect(within(form).getByRole("button", { name: "मुझे लिस्ट करें" })).toBeInTheDocument();
    expect(await screen.findByText("1 लिस्टिंग")).toBeInTheDocument();
    const card = screen.getByRole("article", { name: "Meera Iyer" });
    expect(within(card).getByText("क्रिप्टोग्राफ़ी")).toBeInTheDocument();
    // Countries by their ISO codes, named in Hindi (Intl.DisplayNames): on the card and in the filter.
    expect(card).toHaveTextContent("जर्मनी");
    await user.click(screen.getByRole("combobox", { name: "देश" }));
    expect(await screen.findByRole("option", { name: "भारत" })).toBeInTheDocument();
    expect(screen.queryByRole("option", { name: "India" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    await user.click(within(card).getByRole("button", { name: "टीम बनाने को कहें: Meera Iyer" }));
    const dialog = await screen.findByRole("dialog", { name: /Meera Iyer.*से टीम बनाने को कहें/ });
    expect(within(dialog).getByRole("button", { name: "अनुरोध भेजें" })).toBeInTheDocument();
    expect(screen.queryByText(/Find a teammate|Your listing|List me/)).not.toBeInTheDocument();
  });

  it("shows the dashboard's teammate requests and certificates in Hindi", async () => {
    installFinderServer({
      received: [receivedRequest({ id: 4, from: { ...shown({ name: "Meera Iyer" }), team_name: null } })],
    });
    server.use(http.get(apiUrl("certificates/"), () => HttpResponse.json([certificate({ kind: "merit", rank: 1 })])));
    await inHindi("/dashboard");
    const requests = await screen.findByRole("region", { name: "साथी अनुरोध" });
    expect(await within(requests).findByRole("button", { name: "स्वीकार करें: Meera Iyer" })).toBeInTheDocument();
    expect(within(requests).getByRole("button", { name: "ब्लॉक करें: Meera Iyer" })).toBeInTheDocument();
    const certificates = await screen.findByRole("region", { name: "प्रमाणपत्र" });
    expect(
      await within(certificates).findByRole("button", {
        name: `${seededName(teamEvent)} योग्यता का प्रमाणपत्र डाउनलोड करें`,
      }),
    ).toBeInTheDocument();
    expect(certificates).toHaveTextContent(`${seededName(teamEvent)}: योग्यता प्रमाणपत्र (विजेता)`);
    expect(certificates).toHaveTextContent("जारी: 21 नवंबर 2026 · ");
    expect(within(certificates).getByRole("link", { name: /का सत्यापन पेज$/ })).toHaveAttribute(
      "href",
      "/certificates/q3Vb8kLm2NpR7sTw9xYz1A",
    );
  });
});
