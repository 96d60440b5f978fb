import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { AuditEntry } from "../../../contract/admin";
import type { EventVersion } from "../../../contract/eventContent";
import { SEED_EVENTS } from "../../../contract/seedEvents";
import { loadFirstMessages, showMessagesIn } from "../../../src/i18n/catalogues";
import { apiUrl } from "../../msw/apiUrl";
import { adminEvent, adminSummary, organiserProfile, pageOf } from "../../msw/handlers/admin";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const [teamEvent, , , fourthTeamEvent] = teamEvents(4);

// Issue 42 in the console: the editor of an event's texts, the form adding an event, the texts' history and the audit
// log read in Hindi (the `eventContent` and `audit` catalogue areas); what organisers wrote stays as written.

const seeded = SEED_EVENTS.find((event) => event.slug === fourthTeamEvent);
if (!seeded) throw new Error(`the seed has no ${fourthTeamEvent}`);

const withContent = adminEvent({ spec_event: true, hidden: false, max_members: 2, content_version: 1 });
const published: EventVersion = {
  version: 1,
  created_at: "2026-11-28T10:00:00Z",
  created_by: null,
  restored_from: null,
  content: seeded.content,
};

const inHindi = async (route: string) => {
  await loadFirstMessages("hi");
  const user = userEvent.setup();
  renderApp({ route, preloadedState: { ...loggedIn(), language: { language: "hi" } } });
  return user;
};

beforeEach(() => window.sessionStorage.clear());
afterEach(() => showMessagesIn("en"));

describe("the console's content editing in Hindi", () => {
  it("labels an event's texts, their preview, history and publishing in Hindi", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([withContent]))),
      http.get(apiUrl("admin/events/4/content/"), () => HttpResponse.json({ event: withContent, version: published })),
      http.get(apiUrl("admin/events/4/content/versions/"), () =>
        HttpResponse.json(pageOf([{ ...published, name: seededName(fourthTeamEvent), content: undefined }])),
      ),
      http.put(apiUrl("admin/events/4/content/"), () => HttpResponse.json({ ...published, version: 2 })),
    );
    const user = await inHindi("/admin/events?edit=4");
    const editor = await screen.findByRole("region", {
      name: `${seededName(fourthTeamEvent)} के पाठ (संस्करण 1 प्रकाशित)`,
    });
    expect(within(editor).getByRole("textbox", { name: "सारांश (English)" })).toBeRequired();
    const hindiSummary = within(editor).getByRole("textbox", { name: "सारांश (हिन्दी, वैकल्पिक)" });
    expect(hindiSummary).not.toBeRequired();
    expect(hindiSummary).toHaveAttribute("lang", "hi");
    expect(within(editor).getByRole("textbox", { name: "विवरण (English)" })).toHaveAccessibleDescription(
      "Markdown: अनुच्छेदों के बीच खाली पंक्ति, सूची के लिए -, लिंक के लिए [पाठ](https://…)।",
    );
    expect(within(editor).getByRole("heading", { name: "समन्वयक" })).toBeInTheDocument();
    expect(within(editor).getByRole("button", { name: "प्रश्न जोड़ें" })).toBeInTheDocument();
    // The organisers' own text is shown as written, under a Hindi label.
    expect(within(editor).getByRole("region", { name: "English में पूर्वावलोकन" })).toHaveTextContent(
      seeded.content.summary.en,
    );
    const history = await within(editor).findByRole("table", { name: `${seededName(fourthTeamEvent)} के पाठों के संस्करण` });
    expect(within(history).getByRole("columnheader", { name: "किसने" })).toBeInTheDocument();
    expect(within(history).getByRole("row", { name: /प्रारंभिक डेटा/ })).toHaveTextContent("प्रकाशित");

    await user.click(within(editor).getByRole("button", { name: "प्रकाशित करें" }));
    const dialog = await screen.findByRole("dialog", { name: `${seededName(fourthTeamEvent)} के ये पाठ प्रकाशित करें?` });
    expect(dialog).toHaveTextContent("संस्करण 2 के रूप में देखेंगे");
    await user.click(within(dialog).getByRole("button", { name: "प्रकाशित करें" }));
    expect(
      await screen.findByText(new RegExp(`${seededName(fourthTeamEvent)} का संस्करण 2 प्रकाशित हो गया है।`)),
    ).toBeInTheDocument();
  });

  it("says what the preview refused in Hindi, at the field's Hindi label", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([withContent]))),
      http.get(apiUrl("admin/events/4/content/"), () => HttpResponse.json({ event: withContent, version: published })),
      http.get(apiUrl("admin/events/4/content/versions/"), () => HttpResponse.json(pageOf([]))),
    );
    const user = await inHindi("/admin/events?edit=4");
    const editor = await screen.findByRole("region", {
      name: `${seededName(fourthTeamEvent)} के पाठ (संस्करण 1 प्रकाशित)`,
    });
    const description = within(editor).getByRole("textbox", { name: "विवरण (English)" });
    await user.clear(description);
    expect(await screen.findByText("विवरण (English): अंग्रेज़ी संस्करण ज़रूरी है।")).toBeInTheDocument();
    await user.paste("[click](javascript:alert(1))");
    expect(
      await screen.findByText(
        'विवरण (English): "javascript:alert(1)" का लिंक नहीं रखा गया: लिंक केवल https:, mailto: या tel: पतों पर जा सकते हैं।',
      ),
    ).toBeInTheDocument();
    const answer = within(editor).getByRole("textbox", { name: "उत्तर 1 (हिन्दी, वैकल्पिक)" });
    await user.click(answer);
    await user.paste(`${"- एक\n".repeat(101)}`);
    expect(await screen.findByText("उत्तर 1 (हिन्दी): एक सूची में अधिकतम 100 आइटम।")).toBeInTheDocument();
    expect(screen.queryByText(/was not kept|At most|is required/)).not.toBeInTheDocument();
  });

  it("shows the form adding an event in Hindi", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([withContent]))),
    );
    const user = await inHindi("/admin/events");
    expect(await screen.findByRole("heading", { name: "इवेंट जोड़ें" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "नया इवेंट लिखें" }));
    const slug = screen.getByRole("textbox", { name: "इवेंट का पता (/events/ के बाद)" });
    expect(slug).toHaveAccessibleDescription(
      "2 से 32 छोटे अक्षर, अंक और हाइफ़न; इवेंट जुड़ने के बाद तय, फिर कभी दोबारा नहीं दिया जाता।",
    );
    expect(screen.getByRole("spinbutton", { name: "सबसे बड़ी टीम" })).toBeInTheDocument();
    await user.type(slug, "quiz");
    await user.type(screen.getByRole("textbox", { name: "नाम" }), "Quiz");
    await user.click(screen.getByRole("button", { name: "इवेंट जोड़ें" }));
    const dialog = await screen.findByRole("dialog", { name: "Quiz जोड़ें?" });
    expect(dialog).toHaveTextContent("यह /events/quiz पर और हर उस जगह दिखेगा");
  });
});

const ENTRIES: AuditEntry[] = [
  {
    id: 2,
    at: "2026-11-22T09:45:00.000Z",
    actor: { id: 1, email: "lead@example.org" },
    action: "team.member_remove",
    target: "team:12",
    details: {
      team_name: "Golden Bits",
      event: teamEvent,
      member: { id: 7, name: "Gopal Gold", email: "g@example.org" },
    },
  },
  {
    id: 1,
    at: "2026-11-22T09:40:00.000Z",
    actor: { id: 0, email: "command line" },
    action: "organiser.grant",
    target: "user:9",
    details: { email: "new.lead@example.org" },
  },
];

describe("the audit log in Hindi", () => {
  it("says each entry, its filter and its columns in Hindi", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/audit/"), () => HttpResponse.json(pageOf(ENTRIES))),
    );
    const user = await inHindi("/admin/audit");
    const table = await screen.findByRole("table", { name: "ऑडिट लॉग" });
    expect(within(table).getByRole("columnheader", { name: "क्या हुआ" })).toBeInTheDocument();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1].textContent)).toEqual([
      `lead@example.org ने Gopal Gold को टीम Golden Bits (${teamEvent}) से हटाया।`,
      "आयोजक कमांड ने new.lead@example.org को आयोजक बनाया।",
    ]);
    expect(within(rows[0]).getByText("विवरण")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "कार्रवाई" }));
    expect(await screen.findByRole("option", { name: "पंजीकरण खोला या बंद किया गया" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "सभी कार्रवाइयाँ" })).toBeInTheDocument();
  });
});
