import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { EventVersion } from "../../../contract/eventContent";
import { SEED_EVENTS } from "../../../contract/seedEvents";
import { apiUrl } from "../../msw/apiUrl";
import { adminEvent, adminSummary, organiserProfile, pageOf } from "../../msw/handlers/admin";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const [, , , fourthTeamEvent] = teamEvents(4);

// The console's content editing (issue 38, docs/content.md) against a server that keeps the events' texts, and its
// absence against the original backend.

const seeded = SEED_EVENTS.find((event) => event.slug === fourthTeamEvent);
if (!seeded) throw new Error(`the seed has no ${fourthTeamEvent}`);

const version = (number: number, by: string | null, summary = seeded.content.summary.en): EventVersion => ({
  version: number,
  created_at: "2026-11-28T10:00:00Z",
  created_by: by === null ? null : { id: 9, email: by },
  restored_from: null,
  content: { ...seeded.content, summary: { en: summary } },
});

const withContent = adminEvent({ spec_event: true, hidden: false, max_members: 2, content_version: 1 });

function contentServer(published: { current: EventVersion }, put: (body: unknown) => Response | Promise<Response>) {
  server.use(
    organiserProfile,
    http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([withContent]))),
    http.get(apiUrl("admin/events/4/content/"), () =>
      HttpResponse.json({ event: withContent, version: published.current }),
    ),
    http.get(apiUrl("admin/events/4/content/versions/"), () =>
      HttpResponse.json(pageOf([{ ...published.current, name: seededName(fourthTeamEvent), content: undefined }])),
    ),
    http.put(apiUrl("admin/events/4/content/"), async ({ request }) => put(await request.json())),
  );
}

const open = (route = "/admin/events?edit=4") => {
  const user = userEvent.setup();
  return { user, ...renderApp({ route, preloadedState: loggedIn() }) };
};

/** The editor of the console's event's texts, once its published version is there. */
const editor = () => screen.findByRole("region", { name: new RegExp(`^Texts of ${seededName(fourthTeamEvent)}`) });

/** A field's text replaced by `text` (pasted: typing a long text key by key only slows the test). */
async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}

beforeEach(() => window.sessionStorage.clear());

describe("/admin/events: an event's texts", () => {
  it("shows no content editing against the original backend, and no error", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary())),
    );
    open();
    expect(
      await screen.findByRole("button", { name: `Close registration for ${seededName(fourthTeamEvent)}` }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: `Edit the texts of ${seededName(fourthTeamEvent)}` }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Add an event" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("previews an edit with the public renderer and publishes it from the version it started from, after a confirmation", async () => {
    const published = { current: version(1, null) };
    let sent: unknown = null;
    contentServer(published, (body) => {
      sent = body;
      published.current = version(2, "olga@example.org", "A new summary.");
      return HttpResponse.json(published.current);
    });
    const { user } = open();
    const summary = within(await editor()).getByRole("textbox", { name: /^Summary \(English\)/ });
    await replace(user, summary, "A new summary.");
    const preview = screen.getByRole("region", { name: "Preview in English" });
    expect(within(preview).getByText("A new summary.")).toBeInTheDocument();
    // Each preview says on screen which language it shows (the Hindi one, without Hindi texts, shows the English).
    expect(within(preview).getByText("Preview in English")).toBeVisible();
    expect(
      within(screen.getByRole("region", { name: "Preview in हिन्दी" })).getByText("Preview in हिन्दी"),
    ).toBeVisible();

    const description = within(await editor()).getByRole("textbox", { name: /^Description \(English\)/ });
    await replace(user, description, `Read [the rules](https://${fourthTeamEvent}.example.org/rules).`);
    const link = within(preview).getByRole("link", { name: /the rules/ });
    expect(link).toHaveAttribute("href", `https://${fourthTeamEvent}.example.org/rules`);
    expect(link).toHaveAttribute("rel", "noopener noreferrer");

    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", {
      name: `Publish these texts of ${seededName(fourthTeamEvent)}?`,
    });
    expect(sent).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(
      await screen.findByText(new RegExp(`Version 2 of ${seededName(fourthTeamEvent)} is published\\.`)),
    ).toBeInTheDocument();
    expect(sent).toMatchObject({
      base_version: 1,
      content: {
        summary: { en: "A new summary." },
        description: { en: `Read [the rules](https://${fourthTeamEvent}.example.org/rules).` },
      },
    });
  });

  it("keeps a link to another scheme out of the preview and says why", async () => {
    contentServer({ current: version(1, null) }, () => HttpResponse.json({}, { status: 500 }));
    const { user } = open();
    const description = within(await editor()).getByRole("textbox", { name: /^Description \(English\)/ });
    await replace(user, description, "[click](javascript:alert(1))");
    const preview = screen.getByRole("region", { name: "Preview in English" });
    expect(within(preview).queryByRole("link")).not.toBeInTheDocument();
    // Said at the field's label, in the contract's English words (contract/richTextParse.ts).
    expect(
      screen.getByText(
        'Description (English): The link to "javascript:alert(1)" was not kept: links may go only to https:, mailto: or tel: addresses.',
      ),
    ).toBeInTheDocument();
  });

  it("refuses a second organiser's publish with the other's version shown, keeping what was typed", async () => {
    const published = { current: version(1, null) };
    contentServer(published, () => {
      published.current = { ...version(2, "bea@example.org", "Bea's summary."), created_at: "2026-11-28T11:05:00Z" };
      return HttpResponse.json(
        { detail: "Someone published a newer version while you were editing." },
        { status: 409 },
      );
    });
    const { user } = open();
    const summary = within(await editor()).getByRole("textbox", { name: /^Summary \(English\)/ });
    await replace(user, summary, "Mine.");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Publish" }));
    // When theirs was published, in words and in UTC, as the history says it.
    const conflict = await screen.findByText(
      /^bea@example\.org published version 2 at 28 Nov 2026, 11:05 \(UTC\) while you were editing\./,
    );
    expect(conflict).toBeInTheDocument();
    expect(screen.getByText("Bea's summary.")).toBeInTheDocument();
    expect(await screen.findByText(/Not published: Someone published a newer version/)).toBeInTheDocument();
    expect(within(await editor()).getByRole("textbox", { name: /^Summary \(English\)/ })).toHaveValue("Mine.");
  });

  it("keeps an unpublished edit across leaving the console and coming back", async () => {
    contentServer({ current: version(1, null) }, () => HttpResponse.json({}, { status: 500 }));
    const first = open();
    const summary = within(await editor()).getByRole("textbox", { name: /^Summary \(English\)/ });
    await replace(first.user, summary, "Half-written");
    first.unmount();
    open();
    await waitFor(async () =>
      expect(within(await editor()).getByRole("textbox", { name: /^Summary \(English\)/ })).toHaveValue("Half-written"),
    );
  });
});
