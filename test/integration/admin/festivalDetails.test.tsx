import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { FestivalVersion } from "../../../contract/eventContent";
import { SEED_FESTIVAL } from "../../../contract/festival";
import { apiUrl } from "../../msw/apiUrl";
import { adminEvent, adminSummary, organiserProfile, pageOf } from "../../msw/handlers/admin";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

// The console's editor of the festival's details (issue 38 item 5, docs/content.md) against a server that keeps
// content, and its absence against the original backend.

const version = (number: number, by: string | null, title = SEED_FESTIVAL.title): FestivalVersion => ({
  version: number,
  created_at: "2026-11-28T10:00:00Z",
  created_by: by === null ? null : { id: 9, email: by },
  restored_from: null,
  content: { ...SEED_FESTIVAL, title },
});

const withContent = adminEvent({ spec_event: true, hidden: false, max_members: 2, content_version: 1 });

function festivalServer(
  published: { current: FestivalVersion; history: FestivalVersion[] },
  put: (body: unknown) => Response | Promise<Response>,
) {
  server.use(
    organiserProfile,
    http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([withContent]))),
    http.get(apiUrl("admin/festival/"), () => HttpResponse.json(published.current)),
    http.get(apiUrl("admin/festival/versions/"), () =>
      HttpResponse.json(
        pageOf(published.history.map((row) => ({ ...row, name: row.content.title, content: undefined }))),
      ),
    ),
    http.put(apiUrl("admin/festival/"), async ({ request }) => put(await request.json())),
  );
}

const open = (route = "/admin/events?edit=festival") => {
  const user = userEvent.setup();
  return { user, ...renderApp({ route, preloadedState: loggedIn() }) };
};

const editor = () => screen.findByRole("region", { name: /^The festival's details/ });
const field = async (name: RegExp) => within(await editor()).getByRole("textbox", { name });

async function replace(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.paste(text);
}

beforeEach(() => window.sessionStorage.clear());

describe("/admin/events: the festival's details", () => {
  it("is not offered against the original backend, and says no error", async () => {
    server.use(
      organiserProfile,
      http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary())),
    );
    open("/admin/events");
    expect(
      await screen.findByRole("button", { name: `Close registration for ${adminEvent().name}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit the festival's details" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("opens from the events view, previews the footer and publishes from the version it started from", async () => {
    const published = { current: version(1, null), history: [version(1, null)] };
    let sent: unknown = null;
    festivalServer(published, (body) => {
      sent = body;
      published.current = version(2, "olga@example.org", "Codefest '21");
      published.history = [published.current, ...published.history];
      return HttpResponse.json(published.current);
    });
    const { user } = open("/admin/events");
    await user.click(await screen.findByRole("button", { name: "Edit the festival's details" }));
    await replace(user, await field(/^Edition's title/), "Codefest '21");
    await replace(user, await field(/^Year/), "2021");
    await replace(user, await field(/^Partnerships address/), "");
    const preview = screen.getByRole("region", { name: "Preview of the footer" });
    expect(within(preview).getByText("Codefest '21")).toBeInTheDocument();
    expect(within(preview).getAllByRole("link", { name: SEED_FESTIVAL.contact_email })).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish these festival details?" });
    expect(sent).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(/Version 2 of the festival's details is published\./)).toBeInTheDocument();
    expect(sent).toEqual({
      base_version: 1,
      content: { ...SEED_FESTIVAL, title: "Codefest '21", year: 2021, sponsor_email: null },
    });
    expect(await screen.findByRole("button", { name: "Restore version 1" })).toBeInTheDocument();
  });

  it("edits the partners' names, one a line, starting from the seed's where the published version has none", async () => {
    // A version published before the partners' field: the editor offers the seed's names.
    const { partners: _none, ...withoutPartners } = SEED_FESTIVAL;
    const earlier = { ...version(1, null), content: withoutPartners };
    let sent: unknown = null;
    festivalServer({ current: earlier, history: [earlier] }, (body) => {
      sent = body;
      return HttpResponse.json(version(2, "olga@example.org"));
    });
    const { user } = open();
    const names = await field(/^Partners' names/);
    expect(names).toHaveValue(SEED_FESTIVAL.partners!.join("\n"));
    await replace(user, names, "Río Cloud\n\n  Sample Labs  \nNew Partner");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish these festival details?" });
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(/Version 2 of the festival's details is published\./)).toBeInTheDocument();
    expect(sent).toEqual({
      base_version: 1,
      content: { ...SEED_FESTIVAL, partners: ["Río Cloud", "Sample Labs", "New Partner"] },
    });
  });

  it("says what is wrong before sending and loses nothing typed", async () => {
    let sent = 0;
    festivalServer({ current: version(1, null), history: [version(1, null)] }, () => {
      sent += 1;
      return HttpResponse.json({}, { status: 500 });
    });
    const { user } = open();
    await replace(user, await field(/^Contact address/), "not an address");
    await replace(user, await field(/^Year/), "20x1");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Enter an e-mail address.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(sent).toBe(0);
    expect(await field(/^Contact address/)).toHaveValue("not an address");
    expect(await field(/^Year/)).toHaveValue("20x1");
  });

  it("refuses a second organiser's publish with theirs shown, keeping what was typed", async () => {
    const published = { current: version(1, null), history: [version(1, null)] };
    festivalServer(published, () => {
      published.current = { ...version(2, "bea@example.org", "Bea's Fest"), created_at: "2026-11-28T11:05:00Z" };
      return HttpResponse.json(
        { detail: "Someone published a newer version while you were editing." },
        { status: 409 },
      );
    });
    const { user } = open();
    await replace(user, await field(/^Edition's title/), "Mine");
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Publish" }));
    // When theirs was published, in words and in UTC, as the history says it.
    expect(
      await screen.findByText(
        /^bea@example\.org published version 2 at 28 Nov 2026, 11:05 \(UTC\) while you were editing\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Bea's Fest")).toBeInTheDocument();
    expect(await field(/^Edition's title/)).toHaveValue("Mine");
  });

  it("keeps an unpublished edit across leaving the console and coming back", async () => {
    festivalServer({ current: version(1, null), history: [version(1, null)] }, () => HttpResponse.json({}));
    const first = open();
    await replace(first.user, await field(/^Edition's title/), "Half-written");
    first.unmount();
    open();
    expect(await field(/^Edition's title/)).toHaveValue("Half-written");
  });

  it("restores an earlier version in one step after a confirmation", async () => {
    const published = { current: version(2, "olga@example.org", "Codefest '21"), history: [] as FestivalVersion[] };
    published.history = [published.current, version(1, null)];
    let restored: unknown = null;
    festivalServer(published, () => HttpResponse.json({}));
    server.use(
      http.post(apiUrl("admin/festival/versions/1/restore/"), async ({ request }) => {
        restored = await request.json();
        return HttpResponse.json({ ...version(3, "olga@example.org"), restored_from: 1 });
      }),
    );
    const { user } = open();
    // Each version says when it was published, in words, in UTC as the audit log does.
    const versions = await screen.findByRole("table", { name: /version/i });
    expect(within(versions).getByRole("columnheader", { name: "Published (UTC)" })).toBeInTheDocument();
    expect(within(versions).getAllByText("28 Nov 2026, 10:00")).toHaveLength(2);
    await user.click(await screen.findByRole("button", { name: "Restore version 1" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Restore version 1" }));
    expect(await screen.findByText(/Version 1 of the festival's details is published again\./)).toBeInTheDocument();
    expect(restored).toEqual({ base_version: 2 });
  });
});
