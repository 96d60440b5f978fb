import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { adminEvent, adminSummary, organiserProfile, pageOf } from "../../msw/handlers/admin";
import { adminAnnouncement, mailStatus } from "../../msw/handlers/announcements";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const [, secondTeamEvent] = teamEvents(2);

// The console's announcements beyond composing (announcements.test.tsx): the list's states and pages, withdrawing and
// correcting with their refusals, the confirmation's words for a feed-only announcement to teams with a free place.

const events = [adminEvent(), adminEvent({ id: 2, slug: secondTeamEvent, name: seededName(secondTeamEvent) })];

function consoleServer(list: () => Response) {
  server.use(
    organiserProfile,
    http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary(events))),
    http.get(apiUrl("admin/mail/"), () => HttpResponse.json(mailStatus())),
    http.get(apiUrl("admin/announcements/"), list),
  );
}

const listed =
  (...items: ReturnType<typeof adminAnnouncement>[]) =>
  () =>
    HttpResponse.json(pageOf(items));

function openView() {
  const user = userEvent.setup();
  renderApp({ route: "/admin/announcements", preloadedState: loggedIn() });
  return user;
}

describe("the console's published announcements", () => {
  it("withdraws an announcement after asking, and says a refusal in the server's words", async () => {
    consoleServer(listed(adminAnnouncement()));
    const deleted: string[] = [];
    let refuse = true;
    server.use(
      http.delete(apiUrl("admin/announcements/1/"), ({ request }) => {
        deleted.push(new URL(request.url).pathname);
        return refuse
          ? HttpResponse.json({ detail: "This announcement is withdrawn." }, { status: 400 })
          : new HttpResponse(null, { status: 204 });
      }),
    );
    const user = openView();
    const table = await screen.findByRole("table", { name: "Announcements" });

    await user.click(within(table).getByRole("button", { name: "Withdraw Doors open at 9" }));
    let dialog = await screen.findByRole("dialog", { name: 'Withdraw "Doors open at 9"?' });
    expect(dialog).toHaveTextContent("e-mails already sent stay sent");
    await user.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    // Said once, by the view: the first (and only) error toast is the view's, not the bare reason.
    expect(await screen.findByText(/^Oops\.\.\./)).toHaveTextContent(
      "Oops... Not withdrawn: This announcement is withdrawn.",
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    refuse = false;
    await user.click(within(table).getByRole("button", { name: "Withdraw Doors open at 9" }));
    dialog = await screen.findByRole("dialog", { name: 'Withdraw "Doors open at 9"?' });
    await user.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText('Yay! "Doors open at 9" is withdrawn.')).toBeInTheDocument();
    expect(deleted).toEqual(["/api/admin/announcements/1/", "/api/admin/announcements/1/"]);
  });

  it("keeps a refused correction's text in its dialog and says why", async () => {
    consoleServer(listed(adminAnnouncement()));
    server.use(
      http.patch(apiUrl("admin/announcements/1/"), () =>
        HttpResponse.json({ detail: "This announcement is withdrawn." }, { status: 400 }),
      ),
    );
    const user = openView();
    const table = await screen.findByRole("table", { name: "Announcements" });
    await user.click(within(table).getByRole("button", { name: "Correct Doors open at 9" }));
    const dialog = await screen.findByRole("dialog", { name: 'Correct "Doors open at 9"' });
    const message = within(dialog).getByRole("textbox", { name: "Message" });
    await user.type(message, " And a pen.");
    await user.click(within(dialog).getByRole("button", { name: "Save the correction" }));

    expect(await screen.findByText(/^Oops\.\.\./)).toHaveTextContent(
      "Oops... Not corrected: This announcement is withdrawn.",
    );
    expect(screen.getByRole("dialog", { name: 'Correct "Doors open at 9"' })).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Message" })).toHaveValue("Bring your ID card. And a pen.");
    // A blank title cannot be sent.
    await user.clear(within(dialog).getByRole("textbox", { name: "Title" }));
    expect(within(dialog).getByRole("button", { name: "Save the correction" })).toBeDisabled();
  });

  it("marks withdrawn, corrected and free-place-only announcements, and pages 50 at a time", async () => {
    const asked: string[] = [];
    consoleServer(() => HttpResponse.json({}));
    server.use(
      http.get(apiUrl("admin/announcements/"), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get("page"));
        asked.push(`page ${page}`);
        const rows =
          page === 1
            ? [
                adminAnnouncement({ id: 7, title: "Gone", withdrawn_at: "2026-11-21T06:00:00.000Z" }),
                adminAnnouncement({
                  id: 8,
                  title: "Fixed",
                  event: secondTeamEvent,
                  only_incomplete_teams: true,
                  corrected_at: "2026-11-21T06:00:00.000Z",
                }),
              ]
            : [adminAnnouncement({ id: 9, title: "Older" })];
        return HttpResponse.json(pageOf(rows, 51, page));
      }),
    );
    const user = openView();
    const table = await screen.findByRole("table", { name: "Announcements" });
    const gone = within(table).getByRole("row", { name: /^Gone/ });
    expect(gone).toHaveTextContent(/Withdrawn /);
    expect(within(gone).queryByRole("button")).toBeNull();
    expect(within(table).getByRole("rowheader", { name: "Fixed (corrected)" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /^Fixed/ })).toHaveTextContent(
      `${seededName(secondTeamEvent)}, teams with a free place only`,
    );

    const pages = screen.getByRole("navigation", { name: "Pages of announcements" });
    expect(pages).toHaveTextContent("Page 1 of 2 (51 announcements)");
    await user.click(within(pages).getByRole("button", { name: "Next page" }));
    expect(await within(table).findByRole("rowheader", { name: "Older" })).toBeInTheDocument();
    expect(asked).toEqual(["page 1", "page 2"]);
  });

  it("says when nothing is published yet, and offers a retry when the list fails", async () => {
    let failing = true;
    consoleServer(() =>
      failing
        ? HttpResponse.json({ detail: "The database is resting." }, { status: 500 })
        : HttpResponse.json(pageOf([])),
    );
    const user = openView();
    // The mail state's notes are alerts too: the list's is the one with a Retry.
    const retry = await screen.findByRole("button", { name: "Retry" });
    const alert = retry.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent("The announcements could not be loaded. The database is resting.");
    // The form stays usable while the list is missing.
    expect(screen.getByRole("form", { name: "New announcement" })).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    const table = await screen.findByRole("table", { name: "Announcements" });
    expect(within(table).getByRole("cell", { name: "No announcement yet." })).toBeInTheDocument();
  });

  it("says the server has no announcements (the original backend) instead of a form", async () => {
    consoleServer(() => HttpResponse.json({ detail: "Not found." }, { status: 404 }));
    openView();
    expect(await screen.findByText("This server has no announcements.")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "New announcement" })).toBeNull();
  });
});

describe("composing an announcement", () => {
  it("asks before a feed-only announcement to an event's teams with a free place, naming them and the count", async () => {
    consoleServer(listed());
    const previews: unknown[] = [];
    server.use(
      http.post(apiUrl("admin/announcements/preview/"), async ({ request }) => {
        previews.push(await request.json());
        return HttpResponse.json({ recipients: 1 });
      }),
    );
    const user = openView();
    const form = await screen.findByRole("form", { name: "New announcement" });
    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Find a teammate");
    await user.type(within(form).getByRole("textbox", { name: "Message" }), "Two hours left.");
    await user.click(within(form).getByRole("combobox", { name: "To" }));
    await user.click(await screen.findByRole("option", { name: seededName(secondTeamEvent) }));
    await user.click(within(form).getByRole("checkbox", { name: /^Only members of teams with a free place/ }));
    await user.click(within(form).getByRole("button", { name: "Publish…" }));

    const dialog = await screen.findByRole("dialog", { name: 'Publish "Find a teammate"?' });
    expect(dialog).toHaveTextContent(
      `It goes to the members of ${seededName(secondTeamEvent)}'s teams in teams with a free place (1 person), on feed.`,
    );
    expect(previews).toEqual([
      {
        title: "Find a teammate",
        body: "Two hours left.",
        event: secondTeamEvent,
        only_incomplete_teams: true,
        channels: ["feed"],
      },
    ]);
  });

  it("keeps what was typed and shows the field errors when publishing is refused after the count", async () => {
    consoleServer(listed());
    server.use(
      http.post(apiUrl("admin/announcements/preview/"), () => HttpResponse.json({ recipients: 3 })),
      http.post(apiUrl("admin/announcements/"), () =>
        HttpResponse.json({ channels: ["E-mail is off on this server"] }, { status: 400 }),
      ),
    );
    const user = openView();
    const form = await screen.findByRole("form", { name: "New announcement" });
    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Late");
    await user.type(within(form).getByRole("textbox", { name: "Message" }), "Still here");
    await user.click(within(form).getByRole("button", { name: "Publish…" }));
    const dialog = await screen.findByRole("dialog", { name: 'Publish "Late"?' });
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));

    expect(await within(form).findByText("E-mail is off on this server")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(form).getByRole("textbox", { name: "Title" })).toHaveValue("Late");
    expect(within(form).getByRole("textbox", { name: "Message" })).toHaveValue("Still here");
  });
});
