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

const events = [adminEvent(), adminEvent({ id: 2, slug: secondTeamEvent, name: seededName(secondTeamEvent) })];

function consoleServer(status = mailStatus()) {
  const posted: { path: string; body: unknown }[] = [];
  const record = (path: string, answer: Record<string, unknown>, code = 200) =>
    http.post(apiUrl(path), async ({ request }) => {
      posted.push({ path, body: await request.json() });
      return HttpResponse.json(answer, { status: code });
    });
  server.use(
    organiserProfile,
    http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary(events))),
    http.get(apiUrl("admin/mail/"), () => HttpResponse.json(status)),
    http.get(apiUrl("admin/announcements/"), () => HttpResponse.json(pageOf([adminAnnouncement()]))),
    record("admin/announcements/preview/", { recipients: 42 }),
    record("admin/announcements/test/", { recipients: 1 }, 202),
    record("admin/announcements/", {
      id: 2,
      title: "Round 2",
      body: "At noon",
      event: secondTeamEvent,
      published_at: "2026-11-21T06:00:00.000Z",
      recipients: 42,
    }),
  );
  return posted;
}

async function openView() {
  const user = userEvent.setup();
  renderApp({ route: "/admin/announcements", preloadedState: loggedIn() });
  const form = await screen.findByRole("form", { name: "New announcement" });
  return { user, form };
}

describe("the console's announcements", () => {
  it("shows the recipient count and asks before publishing, then sends what was composed", async () => {
    const posted = consoleServer();
    const { user, form } = await openView();
    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Round 2");
    await user.type(within(form).getByRole("textbox", { name: "Message" }), "At noon");
    await user.click(within(form).getByRole("combobox", { name: "To" }));
    await user.click(await screen.findByRole("option", { name: seededName(secondTeamEvent) }));
    await user.click(within(form).getByRole("checkbox", { name: /^E-mail/ }));
    await user.click(within(form).getByRole("button", { name: "Publish…" }));

    const dialog = await screen.findByRole("dialog", { name: 'Publish "Round 2"?' });
    expect(dialog).toHaveTextContent("42 people get it by e-mail");
    const request = {
      title: "Round 2",
      body: "At noon",
      event: secondTeamEvent,
      only_incomplete_teams: false,
      channels: ["feed", "email"],
    };
    expect(posted).toEqual([{ path: "admin/announcements/preview/", body: request }]);
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(/"Round 2" is published \(42 people\)/)).toBeInTheDocument();
    expect(posted[1]).toEqual({ path: "admin/announcements/", body: request });
    await waitFor(() => expect(within(form).getByRole("textbox", { name: "Title" })).toHaveValue(""));
  });

  it("cancelling the confirmation publishes nothing", async () => {
    const posted = consoleServer();
    const { user, form } = await openView();
    expect(within(form).getByRole("combobox", { name: "To" })).toHaveTextContent("Everyone");
    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Hello");
    await user.type(within(form).getByRole("textbox", { name: "Message" }), "World");
    await user.click(within(form).getByRole("button", { name: "Publish…" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posted).toEqual([
      {
        path: "admin/announcements/preview/",
        body: { title: "Hello", body: "World", event: null, only_incomplete_teams: false, channels: ["feed"] },
      },
    ]);
  });

  it("sends a test to the organiser and shows field errors next to their fields", async () => {
    const posted = consoleServer();
    server.use(
      http.post(apiUrl("admin/announcements/preview/"), () =>
        HttpResponse.json({ title: ["This field may not be blank."] }, { status: 400 }),
      ),
    );
    const { user, form } = await openView();
    await user.type(within(form).getByRole("textbox", { name: "Message" }), "Body");
    await user.click(within(form).getByRole("button", { name: "Send a test to me" }));
    expect(await screen.findByText("Yay! A test was sent to your own e-mail address.")).toBeInTheDocument();
    expect(posted[0]?.path).toBe("admin/announcements/test/");
    await user.click(within(form).getByRole("button", { name: "Publish…" }));
    expect(await within(form).findByText("This field may not be blank.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lists announcements with their delivery counts and shows the mail backlog", async () => {
    consoleServer(
      mailStatus({
        queued: 120,
        failed: 1,
        oldest_queued_at: "2026-11-21T06:00:00.000Z",
        recent_failures: [
          {
            id: 5,
            kind: "announcement",
            recipient: "x@example.org",
            error: "550 no such user",
            at: "2026-11-21T06:00:00.000Z",
          },
        ],
      }),
    );
    await openView();
    const table = await screen.findByRole("table", { name: "Announcements" });
    const row = within(table).getByRole("row", { name: /Doors open at 9/ });
    expect(row).toHaveTextContent("9 sent, 2 queued, 1 failed");
    expect(row).toHaveTextContent("feed, email");
    expect(screen.getByText(/120 messages waiting to go/)).toBeInTheDocument();
    expect(screen.getByText(/550 no such user/)).toBeInTheDocument();
  });

  it("says whether each announcement's chat post went out, is retried or was refused", async () => {
    consoleServer();
    server.use(
      http.get(apiUrl("admin/announcements/"), () =>
        HttpResponse.json(
          pageOf([
            adminAnnouncement({
              id: 3,
              title: "Posted",
              channels: ["feed", "webhook"],
              webhook: { status: "sent", error: null },
            }),
            adminAnnouncement({
              id: 4,
              title: "Retried",
              channels: ["webhook"],
              webhook: { status: "queued", error: "webhook answered 503" },
            }),
            adminAnnouncement({
              id: 5,
              title: "Refused",
              channels: ["webhook"],
              webhook: { status: "failed", error: "webhook answered 404" },
            }),
            adminAnnouncement({ id: 6, title: "Feed only", channels: ["feed"], webhook: null }),
          ]),
        ),
      ),
    );
    await openView();
    const table = await screen.findByRole("table", { name: "Announcements" });
    const row = (title: string) => within(table).getByRole("row", { name: new RegExp(`^${title}`) });
    expect(row("Posted")).toHaveTextContent("Webhook: posted");
    expect(row("Retried")).toHaveTextContent("Webhook: retrying (webhook answered 503)");
    expect(row("Refused")).toHaveTextContent("Webhook: failed (webhook answered 404)");
    expect(row("Feed only")).not.toHaveTextContent("Webhook");
  });

  it("corrects a published announcement's text after asking", async () => {
    consoleServer();
    const patched: unknown[] = [];
    server.use(
      http.patch(apiUrl("admin/announcements/1/"), async ({ request }) => {
        patched.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openView();
    const table = await screen.findByRole("table", { name: "Announcements" });
    await user.click(within(table).getByRole("button", { name: "Correct Doors open at 9" }));
    const dialog = await screen.findByRole("dialog", { name: 'Correct "Doors open at 9"' });
    const title = within(dialog).getByRole("textbox", { name: "Title" });
    await user.clear(title);
    await user.type(title, "Doors open at 10");
    await user.click(within(dialog).getByRole("button", { name: "Save the correction" }));
    expect(await screen.findByText(/"Doors open at 10" is corrected on the feed/)).toBeInTheDocument();
    expect(patched).toEqual([{ title: "Doors open at 10", body: "Bring your ID card." }]);
  });

  it("says when e-mail is off and offers no e-mail channel or test", async () => {
    consoleServer(mailStatus({ email: false }));
    const { form } = await openView();
    expect(await screen.findByText(/E-mail is off on this server/)).toBeInTheDocument();
    expect(within(form).getByRole("checkbox", { name: /^E-mail \(off on this server\)/ })).toBeDisabled();
    expect(within(form).getByRole("button", { name: "Send a test to me" })).toBeDisabled();
  });
});
