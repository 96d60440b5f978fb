import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { loadFirstMessages, showMessagesIn } from "../../../src/i18n/catalogues";
import { apiUrl } from "../../msw/apiUrl";
import { adminEvent, adminSummary, organiserProfile, pageOf } from "../../msw/handlers/admin";
import { adminAnnouncement, mailStatus } from "../../msw/handlers/announcements";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

// Issue 42, item 6 in the console: an announcement's optional Hindi version, written with the English one and sent as
// `translations.hi` (docs/API.md "Announcements and mail"); and the console read in Hindi.

const HINDI = { title: "हॉल बी 9 बजे खुलेगा", body: "अपना पहचान पत्र लाएँ।" };

function consoleServer(announcements = [adminAnnouncement()]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = (method: "post" | "patch", path: string, answer: () => Response) =>
    http[method](apiUrl(path), async ({ request }) => {
      sent.push({ method, path, body: await request.json() });
      return answer();
    });
  server.use(
    organiserProfile,
    http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([adminEvent()]))),
    http.get(apiUrl("admin/mail/"), () => HttpResponse.json(mailStatus())),
    http.get(apiUrl("admin/announcements/"), () => HttpResponse.json(pageOf(announcements))),
    record("post", "admin/announcements/preview/", () => HttpResponse.json({ recipients: 42 })),
    record("post", "admin/announcements/", () =>
      HttpResponse.json({
        id: 2,
        title: "Hall B opens at 9",
        body: "Bring your ID card.",
        event: null,
        published_at: "2026-11-21T06:00:00.000Z",
        recipients: 42,
      }),
    ),
    record("patch", "admin/announcements/1/", () => new HttpResponse(null, { status: 204 })),
  );
  return sent;
}

async function openView() {
  const user = userEvent.setup();
  renderApp({ route: "/admin/announcements", preloadedState: loggedIn() });
  const form = await screen.findByRole("form", { name: "New announcement" });
  return { user, form };
}

afterEach(() => showMessagesIn("en"));

describe("an announcement's Hindi version in the console", () => {
  it("is optional, labelled as such, and sent as translations.hi beside the English version", async () => {
    const sent = consoleServer();
    const { user, form } = await openView();
    const hindi = within(form).getByRole("group", { name: "Hindi version (optional)" });
    const hindiTitle = within(hindi).getByRole("textbox", { name: "Title in Hindi" });
    expect(hindiTitle).not.toBeRequired();
    expect(hindiTitle).toHaveAttribute("lang", "hi");
    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Hall B opens at 9");
    await user.type(within(form).getByRole("textbox", { name: "Message" }), "Bring your ID card.");
    await user.type(hindiTitle, HINDI.title);
    await user.type(within(hindi).getByRole("textbox", { name: "Message in Hindi" }), HINDI.body);
    await user.click(within(form).getByRole("button", { name: "Publish…" }));
    const dialog = await screen.findByRole("dialog", { name: 'Publish "Hall B opens at 9"?' });
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(/is published \(42 people\)/)).toBeInTheDocument();
    const published = sent.filter((request) => request.path === "admin/announcements/");
    expect(published).toHaveLength(1);
    expect(published[0]?.body).toMatchObject({
      title: "Hall B opens at 9",
      body: "Bring your ID card.",
      translations: { hi: HINDI },
    });
    // The form is empty again, the Hindi fields too.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(form).getByRole("textbox", { name: "Title in Hindi" })).toHaveValue("");
  });

  it("sends no translations when the Hindi fields are left empty or blank", async () => {
    const sent = consoleServer();
    const { user, form } = await openView();
    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Lunch at 1");
    await user.type(within(form).getByRole("textbox", { name: "Message" }), "In the mess.");
    await user.type(within(form).getByRole("textbox", { name: "Title in Hindi" }), "   ");
    await user.click(within(form).getByRole("button", { name: "Publish…" }));
    await screen.findByRole("dialog", { name: 'Publish "Lunch at 1"?' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).not.toHaveProperty("translations");
  });

  it("shows the server's refusal of a half-written Hindi version at its field, keeping what was typed", async () => {
    consoleServer();
    server.use(
      http.post(apiUrl("admin/announcements/preview/"), () =>
        HttpResponse.json({ "translations.hi.body": ["This field may not be blank."] }, { status: 400 }),
      ),
    );
    const { user, form } = await openView();
    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Quiz moved");
    await user.type(within(form).getByRole("textbox", { name: "Message" }), "To room 4.");
    await user.type(within(form).getByRole("textbox", { name: "Title in Hindi" }), "क्विज़ बदली");
    await user.click(within(form).getByRole("button", { name: "Publish…" }));
    const hindiBody = within(form).getByRole("textbox", { name: "Message in Hindi" });
    await waitFor(() => expect(hindiBody).toHaveAccessibleDescription("This field may not be blank."));
    expect(hindiBody).toHaveAttribute("aria-invalid", "true");
    expect(within(form).getByRole("textbox", { name: "Title in Hindi" })).toHaveValue("क्विज़ बदली");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is corrected with the announcement, and removed with null when both Hindi fields are emptied", async () => {
    const sent = consoleServer([adminAnnouncement({ translations: { hi: HINDI } })]);
    const { user } = await openView();
    const table = await screen.findByRole("table", { name: "Announcements" });
    await user.click(within(table).getByRole("button", { name: "Correct Doors open at 9" }));
    let dialog = await screen.findByRole("dialog", { name: 'Correct "Doors open at 9"' });
    const hindiTitle = within(dialog).getByRole("textbox", { name: "Title in Hindi" });
    expect(hindiTitle).toHaveValue(HINDI.title);
    await user.clear(hindiTitle);
    await user.type(hindiTitle, "हॉल बी 10 बजे खुलेगा");
    await user.click(within(dialog).getByRole("button", { name: "Save the correction" }));
    await screen.findByText(/is corrected on the feed/);
    expect(sent.at(-1)?.body).toEqual({
      title: "Doors open at 9",
      body: "Bring your ID card.",
      translations: { hi: { title: "हॉल बी 10 बजे खुलेगा", body: HINDI.body } },
    });

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(within(table).getByRole("button", { name: "Correct Doors open at 9" }));
    dialog = await screen.findByRole("dialog", { name: 'Correct "Doors open at 9"' });
    await user.clear(within(dialog).getByRole("textbox", { name: "Title in Hindi" }));
    // Half a Hindi version cannot be saved: both fields, or neither.
    expect(within(dialog).getByRole("button", { name: "Save the correction" })).toBeDisabled();
    await user.clear(within(dialog).getByRole("textbox", { name: "Message in Hindi" }));
    await user.click(within(dialog).getByRole("button", { name: "Save the correction" }));
    await waitFor(() => expect(sent.filter((request) => request.method === "patch")).toHaveLength(2));
    expect(sent.at(-1)?.body).toEqual({
      title: "Doors open at 9",
      body: "Bring your ID card.",
      translations: { hi: null },
    });
  });

  it("sends no translations in a correction of an announcement that never had a Hindi version", async () => {
    const sent = consoleServer();
    const { user } = await openView();
    const table = await screen.findByRole("table", { name: "Announcements" });
    await user.click(within(table).getByRole("button", { name: "Correct Doors open at 9" }));
    const dialog = await screen.findByRole("dialog", { name: 'Correct "Doors open at 9"' });
    await user.click(within(dialog).getByRole("button", { name: "Save the correction" }));
    await screen.findByText(/is corrected on the feed/);
    expect(sent.at(-1)?.body).toEqual({ title: "Doors open at 9", body: "Bring your ID card." });
  });
});

describe("the console in Hindi", () => {
  it("shows the announcements view, its form, dialog and table in Hindi", async () => {
    consoleServer();
    await loadFirstMessages("hi");
    const user = userEvent.setup();
    renderApp({
      route: "/admin/announcements",
      preloadedState: { ...loggedIn(), language: { language: "hi" } },
    });
    expect(await screen.findByRole("heading", { level: 1, name: "कंसोल · घोषणाएँ" })).toBeInTheDocument();
    const form = await screen.findByRole("form", { name: "नई घोषणा" });
    expect(within(form).getByRole("group", { name: "हिन्दी संस्करण (वैकल्पिक)" })).toBeInTheDocument();
    await user.type(within(form).getByRole("textbox", { name: "शीर्षक" }), "Round 2");
    await user.type(within(form).getByRole("textbox", { name: "संदेश" }), "At noon");
    await user.click(within(form).getByRole("button", { name: "प्रकाशित करें…" }));
    const dialog = await screen.findByRole("dialog", { name: '"Round 2" प्रकाशित करें?' });
    expect(dialog).toHaveTextContent("यह हर प्रतिभागी तक जाती है (42 लोग), फ़ीड पर।");
    await user.click(within(dialog).getByRole("button", { name: "रद्द करें" }));
    const table = await screen.findByRole("table", { name: "घोषणाएँ" });
    expect(within(table).getByRole("columnheader", { name: "प्राप्तकर्ता" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /Doors open at 9/ })).toHaveTextContent("9 भेजे गए, 2 कतार में, 1 विफल");
    expect(screen.getByRole("navigation", { name: "कंसोल" })).toHaveTextContent("साथी खोज");
  });

  it("shows the overview's counts and charts in Hindi", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([adminEvent()]))),
    );
    await loadFirstMessages("hi");
    renderApp({ route: "/admin", preloadedState: { ...loggedIn(), language: { language: "hi" } } });
    const perEvent = await screen.findByRole("table", { name: "हर इवेंट की गिनती" });
    expect(within(perEvent).getByRole("columnheader", { name: "तैयार टीमें" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "एक नज़र में फ़ेस्टिवल" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "अवधि" })).toHaveTextContent("पिछले 7 दिन");
  });
});
