import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { READ_KEY } from "../../../src/features/announcements/readState";
import { apiUrl } from "../../msw/apiUrl";
import { announcement } from "../../msw/handlers/announcements";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

const feed = [
  announcement({
    id: 3,
    title: "Venue moved",
    body: 'Now in hall B: https://example.org/map.\n<img src=x onerror="alert(1)">',
    published_at: "2026-11-21T05:00:00.000Z",
  }),
  announcement({ id: 1, title: "Doors open at 9" }),
];

function openDashboard() {
  renderApp({ route: "/dashboard", preloadedState: loggedIn() });
}

beforeEach(() => window.localStorage.removeItem(READ_KEY));

describe("dashboard announcements", () => {
  it("lists them newest first, marks the unread and remembers them as read", async () => {
    server.use(http.get(apiUrl("announcements/"), () => HttpResponse.json(feed)));
    window.localStorage.setItem(READ_KEY, JSON.stringify([1]));
    const user = userEvent.setup();
    openDashboard();
    const section = await screen.findByRole("region", { name: /^Announcements/ });
    const items = await within(section).findAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual(["Venue moved (new)", "Doors open at 9"]);
    expect(within(items[0]!).getByText("New")).toBeInTheDocument();
    expect(within(items[1]!).queryByText("New")).toBeNull();
    expect(section).toHaveTextContent("(1 new)");

    await user.click(within(section).getByRole("button", { name: "Mark all as read" }));
    expect(within(section).queryByText("New")).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(READ_KEY) ?? "[]")).toEqual(expect.arrayContaining([1, 3]));
  });

  it("shows the body as text with its links clickable, never as HTML", async () => {
    server.use(http.get(apiUrl("announcements/"), () => HttpResponse.json(feed)));
    openDashboard();
    const section = await screen.findByRole("region", { name: /^Announcements/ });
    const link = await within(section).findByRole("link", { name: /https:\/\/example\.org\/map/ });
    expect(link).toHaveAttribute("href", "https://example.org/map");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(section.querySelector("img")).toBeNull();
    expect(section).toHaveTextContent('<img src=x onerror="alert(1)">');
  });

  it("is absent, without an error, on a server without announcements", async () => {
    openDashboard();
    await screen.findByRole("region", { name: "Certificates" });
    await waitFor(() => expect(screen.queryByText("Loading announcements…")).toBeNull());
    expect(screen.queryByRole("region", { name: /^Announcements/ })).toBeNull();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });
});

describe("e-mail notification settings", () => {
  it("turns a category off with a success toast and keeps the server's answer", async () => {
    let saved = { announcements: true, reminders: true, team: true };
    const puts: unknown[] = [];
    server.use(
      http.get(apiUrl("profile/notifications/"), () => HttpResponse.json(saved)),
      http.put(apiUrl("profile/notifications/"), async ({ request }) => {
        const body = (await request.json()) as Partial<typeof saved>;
        puts.push(body);
        saved = { ...saved, ...body };
        return HttpResponse.json(saved);
      }),
    );
    const user = userEvent.setup();
    openDashboard();
    const section = await screen.findByRole("region", { name: "E-mail notifications" });
    const reminders = await within(section).findByRole("switch", { name: /Reminders/ });
    expect(reminders).toBeChecked();
    await user.click(reminders);
    expect(await screen.findByText(/You will no longer get reminders by e-mail/)).toBeInTheDocument();
    expect(puts).toEqual([{ reminders: false }]);
    await waitFor(() => expect(within(section).getByRole("switch", { name: /Reminders/ })).not.toBeChecked());
    expect(within(section).getByRole("switch", { name: /Announcements/ })).toBeChecked();
  });

  it("says so in an error toast when the change is refused, and the switch stays as it was", async () => {
    server.use(
      http.get(apiUrl("profile/notifications/"), () =>
        HttpResponse.json({ announcements: true, reminders: true, team: true }),
      ),
      http.put(apiUrl("profile/notifications/"), () =>
        HttpResponse.json({ detail: "Try again later." }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    openDashboard();
    const section = await screen.findByRole("region", { name: "E-mail notifications" });
    await user.click(await within(section).findByRole("switch", { name: /Team news/ }));
    expect(await screen.findByText(/Oops\.\.\./)).toBeInTheDocument();
    expect(within(section).getByRole("switch", { name: /Team news/ })).toBeChecked();
  });

  it("is absent on a server without mail settings", async () => {
    openDashboard();
    await screen.findByRole("region", { name: "Certificates" });
    await waitFor(() => expect(screen.queryByText("Loading your e-mail settings…")).toBeNull());
    expect(screen.queryByRole("region", { name: "E-mail notifications" })).toBeNull();
  });
});
