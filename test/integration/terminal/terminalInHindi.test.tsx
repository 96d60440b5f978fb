import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { loadFirstMessages } from "../../../src/i18n/catalogues";
import { apiUrl } from "../../msw/apiUrl";
import { announcement } from "../../msw/handlers/announcements";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { renderApp } from "../../utils/renderWithProviders";
import { backToEnglish } from "../../utils/visitInLanguage";

const [teamEvent] = teamEvents(1);

// Issue 42: the terminal's output in the language shown, its commands English. Used from the keyboard as a reader of
// Hindi does: typed commands, Enter, Tab; and a change of language while it is open (the header's switch) is followed by
// the lines printed after it, while the lines printed before stay as they were.

async function openTerminal(route: string, language: "en" | "hi") {
  await loadFirstMessages(language);
  const user = userEvent.setup();
  renderApp({ route, preloadedState: { language: { language } } });
  const name = language === "hi" ? "टर्मिनल" : "Terminal";
  const terminal = await screen.findByRole("region", { name });
  const input = within(terminal).getByRole("textbox", { name: language === "hi" ? "टर्मिनल कमांड" : "Terminal command" });
  const log = within(terminal).getByRole("log", { name: language === "hi" ? "टर्मिनल आउटपुट" : "Terminal output" });
  return { user, input, log };
}

afterEach(backToEnglish);

const notices = (count: number) =>
  Array.from({ length: count }, (_, index) => announcement({ id: 20 - index, title: `Notice ${20 - index}` }));

describe("the terminal in Hindi", () => {
  it("greets, lists the commands and refuses in Hindi, completing with Tab", async () => {
    const { user, input, log } = await openTerminal("/events", "hi");
    await user.type(input, "help{Enter}");
    expect(await within(log).findByText("Codefest टर्मिनल में आपका स्वागत है। कोई कमांड लिखें और Enter दबाएँ।")).toBeVisible();
    expect(log).toHaveTextContent("ls [dir] डायरेक्टरी की सूची दिखाएँ");
    expect(log).toHaveTextContent("कुंजियाँ: Tab पूरा करता है");
    await user.type(input, "ls nowhere{Enter}");
    expect(await within(log).findByText("डायरेक्टरी नहीं मिली।")).toBeInTheDocument();
    await user.type(input, "the");
    await user.keyboard("{Tab}");
    expect(input).toHaveValue("theme ");
    await user.keyboard("dark{Enter}");
    expect(await within(log).findByText("थीम: dark")).toBeInTheDocument();
    expect(log).not.toHaveTextContent(/Commands:|Directory not found|Theme:/);
  });

  it("prints the announcements in Hindi, as the server gives them in the reader's language, and counts the older ones", async () => {
    // The server answers in the language the app asks for (Accept-Language), where the organisers wrote it.
    const feed = (count: number) =>
      http.get(apiUrl("announcements/"), ({ request }) => {
        const items = notices(count);
        const hindi = request.headers.get("accept-language")?.startsWith("hi");
        if (hindi) items[0] = { ...items[0]!, title: "सूचना 20", body: "पहचान पत्र साथ लाएँ।", language: "hi" };
        return HttpResponse.json(items);
      });
    server.use(feed(6));
    const { user, input, log } = await openTerminal("/events", "hi");
    await user.type(input, "news{Enter}");
    expect(await within(log).findByText("घोषणाएँ, सबसे नई पहले:")).toBeInTheDocument();
    expect(log).toHaveTextContent("* सूचना 20 — ");
    expect(log).toHaveTextContent("पहचान पत्र साथ लाएँ।");
    expect(log).toHaveTextContent("* Notice 19 — ");
    expect(log).toHaveTextContent("1 पुरानी घोषणा यहाँ: /dashboard");
    expect(within(log).getByRole("link", { name: "/dashboard" })).toBeInTheDocument();

    server.use(feed(8));
    await user.type(input, "news{Enter}");
    expect(await within(log).findByText(/3 पुरानी घोषणाएँ यहाँ:/)).toBeInTheDocument();
  });

  it("prints an event's top ranks with the places in Hindi", async () => {
    server.use(
      http.get(apiUrl(`results/${teamEvent}/`), () =>
        HttpResponse.json({
          event: teamEvent,
          published_at: "2026-11-22T12:00:00.000Z",
          ranking: [
            { rank: 1, team_name: "Null Pointers", members: ["Asha Verma"] },
            { rank: 2, team_name: "Byte Club", members: [] },
          ],
        }),
      ),
    );
    const { user, input, log } = await openTerminal("/events", "hi");
    await user.type(input, `results ${teamEvent}{Enter}`);
    expect(await within(log).findByText(/^पूरे परिणाम:/)).toBeInTheDocument();
    expect(log).toHaveTextContent(`${seededName(teamEvent)} के परिणाम:`);
    expect(log).toHaveTextContent("विजेता \u2068Null Pointers\u2069 (\u2068Asha Verma\u2069)");
    expect(log).toHaveTextContent("दूसरा स्थान \u2068Byte Club\u2069");
  });

  it("follows a change of language made while it is open, for the lines printed after it", async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiUrl("announcements/"), async () => {
        await answered;
        return HttpResponse.json([]);
      }),
    );
    const { user, input, log } = await openTerminal("/events", "en");
    await user.type(input, "ls ~/referrals{Enter}");
    expect(await within(log).findByText("The referral leaderboard.")).toBeInTheDocument();
    // Asked in English; the answer arrives after the change.
    await user.type(input, "news{Enter}");
    expect(await within(log).findByText("Fetching the latest announcements…")).toBeInTheDocument();

    await user.click(within(screen.getByRole("banner")).getByRole("button", { name: "हिन्दी" }));
    expect(await within(screen.getByRole("banner")).findByRole("button", { name: "English" })).toBeInTheDocument();
    answer();
    expect(await within(log).findByText("अभी कोई घोषणा नहीं है।")).toBeInTheDocument();

    await user.type(input, "ls ~/referrals{Enter}");
    expect(await within(log).findByText("रेफ़रल लीडरबोर्ड।")).toBeInTheDocument();
    // What was printed before the change stays as it was.
    expect(within(log).getByText("The referral leaderboard.")).toBeInTheDocument();
    expect(within(log).getByText("Fetching the latest announcements…")).toBeInTheDocument();
  });
});
