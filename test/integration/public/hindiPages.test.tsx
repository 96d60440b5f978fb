import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { backToEnglish, visitInLanguage } from "../../utils/visitInLanguage";
import { findPageHeading } from "./pageHeading";

const [teamEvent] = teamEvents(1);

// The public pages beyond the landings in Hindi (issue 42, items 1 and 7): Haxplore, the campus ambassadors, the
// referral leaderboard, an event's results and a certificate's verification, each in the Hindi catalogues' words, the
// shared table's too; names (the festival's, events', people's) as they are.

/** As src/main.tsx starts a visit at `route`: in the address's language. */
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent);

afterEach(backToEnglish);

describe("the public pages in Hindi", () => {
  it("shows Haxplore's sections, themes, timeline and questions in Hindi", async () => {
    await visitInLanguage("/hi/haxplore");
    await findPageHeading("Haxplore");
    expect(screen.getByText(/^Codefest का ऑनलाइन हैकाथॉन/)).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "इस पेज पर" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["परिचय", "थीम", "समय-सारणी", "पुरस्कार", "सवाल-जवाब"]);
    expect(screen.getByRole("heading", { level: 3, name: "ओपन डेटा" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "पंजीकरण शुरू" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "अक्सर पूछे जाने वाले प्रश्न" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "क्या मुझे प्रमाणपत्र मिलेगा?" })).toBeInTheDocument();
    expect(screen.queryByText(/Frequently asked questions|Open data|Registration opens/)).not.toBeInTheDocument();
  });

  it("shows the campus ambassador page and its points table in Hindi", async () => {
    await visitInLanguage("/hi/ca");
    await findPageHeading("कैंपस एंबेसडर");
    expect(screen.getByRole("heading", { level: 2, name: "आवेदन कैसे करें" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "ई-मेल से आवेदन करें" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^mailto:/),
    );
    const table = await screen.findByRole("table", { name: "अंकों के अनुसार कैंपस एंबेसडर" });
    expect(await within(table).findByText("Isha Example")).toBeInTheDocument();
    expect(headers(table)).toEqual(["रैंक", "नाम", "संस्थान", "अंक", "पिछला अपडेट"]);
    expect(screen.getByRole("heading", { level: 3, name: "अंक कैसे गिने जाते हैं?" })).toBeInTheDocument();
  });

  it("shows the referral leaderboard in Hindi, and its error with a Hindi retry", async () => {
    server.use(http.get(apiUrl("leaderboard/"), () => HttpResponse.json({ detail: "down" }, { status: 500 })));
    await visitInLanguage("/hi/referral");
    await findPageHeading("रेफ़रल लीडरबोर्ड");
    expect(screen.getByRole("heading", { level: 2, name: "रेफ़रल कैसे काम करते हैं" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "सबसे ज़्यादा रेफ़र करने वाले" });
    expect(headers(table)).toEqual(["रैंक", "नाम", "संस्थान", "रेफ़रल"]);
    expect(await within(table).findByText(/^लीडरबोर्ड लोड नहीं हो सका।/)).toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "फिर कोशिश करें" })).toBeInTheDocument();
  });

  it("shows an event's results with Hindi places and the day in Hindi", async () => {
    server.use(
      http.get(apiUrl(`results/${teamEvent}/`), () =>
        HttpResponse.json({
          event: teamEvent,
          published_at: "2026-11-22T10:00:00Z",
          ranking: [
            { rank: 1, team_name: "Byte Club", members: ["Asha Verma"] },
            { rank: 2, team_name: "Null Pointers", members: ["Meera Iyer"] },
            { rank: 5, team_name: "Off By One", members: ["Ravi Kumar"] },
          ],
        }),
      ),
    );
    await visitInLanguage(`/hi/events/${teamEvent}/results`);
    await findPageHeading(`${seededName(teamEvent)}: परिणाम`);
    const table = await screen.findByRole("table", { name: "रैंकिंग" });
    const rows = within(table).getAllByRole("row");
    expect(headers(table)).toEqual(["रैंक", "टीम", "सदस्य"]);
    expect(rows[1]).toHaveTextContent("विजेताByte Club");
    expect(rows[2]).toHaveTextContent("दूसरा स्थानNull Pointers");
    expect(rows[3]).toHaveTextContent("5वाँ स्थानOff By One");
    expect(screen.getByText("22 नवंबर 2026 को प्रकाशित।")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: `${seededName(teamEvent)} पर वापस` })).toBeInTheDocument();
  });

  it("verifies a certificate of merit in Hindi", async () => {
    const id = "q3Vb8kLm2NpR7sTw9xYz1A";
    server.use(
      http.get(apiUrl(`certificates/${id}/`), () =>
        HttpResponse.json({
          id,
          name: "अनन्या Rao",
          event: seededName(teamEvent),
          edition: "Codefest '20",
          issued_at: "2026-11-21T06:00:00.000Z",
          kind: "merit",
          rank: 2,
        }),
      ),
    );
    await visitInLanguage(`/hi/certificates/${id}`);
    await findPageHeading("प्रमाणपत्र सत्यापन");
    expect(await screen.findByRole("heading", { name: "यह प्रमाणपत्र असली है" })).toBeInTheDocument();
    const facts = screen.getByText("नाम").closest("dl") as HTMLElement;
    expect(
      within(facts)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ).toEqual([
      ["नाम", "अनन्या Rao"],
      ["इवेंट", seededName(teamEvent)],
      ["प्रकार", "योग्यता प्रमाणपत्र (दूसरा स्थान)"],
      ["संस्करण", "Codefest '20"],
      ["जारी होने की तिथि", "21 नवंबर 2026"],
      ["प्रमाणपत्र आईडी", id],
    ]);
    expect(facts.previousElementSibling).toHaveTextContent(
      "Codefest '20 ने यह योग्यता प्रमाणपत्र (दूसरा स्थान) अनन्या Rao को जारी किया है।",
    );
  });
});
