import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { PublishedFestival } from "../../../contract/eventContent";
import { SEED_FESTIVAL } from "../../../contract/festival";
import { apiUrl } from "../../msw/apiUrl";
import { server } from "../../msw/server";
import { renderApp } from "../../utils/renderWithProviders";

/**
 * Issue 38: the festival's identity organisers publish also reaches the home page's large title and year, the partners
 * band's address, the campus ambassadors' address and the terminal's `team` line; without `festival/` (404, the
 * original 2020 backend) they keep the build's.
 */
const published: PublishedFestival = {
  version: 4,
  published_at: "2020-03-02T10:00:00Z",
  festival: {
    ...SEED_FESTIVAL,
    name: "Codefiesta",
    title: "Codefiesta '21",
    year: 2021,
    contact_email: "desk@fiesta.example.org",
    sponsor_email: "sponsors@fiesta.example.org",
  },
};

let asked = 0;
const answering = (answer: () => Response) =>
  server.use(
    http.get(apiUrl("festival/"), () => {
      asked += 1;
      return answer();
    }),
  );
const publishedServer = () => answering(() => HttpResponse.json(published));
const originalBackend = () => answering(() => HttpResponse.json({ detail: "Not found." }, { status: 404 }));

beforeEach(() => {
  asked = 0;
});

const homeTitle = () => screen.findByRole("heading", { level: 1 });
const partners = () => within(screen.getByRole("region", { name: "Partners" }));

async function listTeamDirectory() {
  const user = userEvent.setup();
  const terminal = await screen.findByRole("region", { name: "Terminal" });
  await user.type(within(terminal).getByRole("textbox", { name: "Terminal command" }), "ls ~/team{Enter}");
  return within(terminal).getByRole("log", { name: "Terminal output" });
}

describe("the published festival on the home page, the ambassadors' page and in the terminal", () => {
  it("shows the published title and year in the home page's hero, and the sponsors' address in the partners band", async () => {
    publishedServer();
    renderApp({ route: "/" });
    await waitFor(async () => expect(await homeTitle()).toHaveTextContent("Codefiesta '21"));
    expect(screen.getByText("The 2021 edition · online")).toBeInTheDocument();
    expect(partners().getByRole("link", { name: "sponsors@fiesta.example.org" })).toHaveAttribute(
      "href",
      "mailto:sponsors@fiesta.example.org",
    );
  });

  it("gives the published contact address for partnerships when the festival names no sponsors' address", async () => {
    answering(() => HttpResponse.json({ ...published, festival: { ...published.festival, sponsor_email: null } }));
    renderApp({ route: "/" });
    expect(await partners().findByRole("link", { name: "desk@fiesta.example.org" })).toHaveAttribute(
      "href",
      "mailto:desk@fiesta.example.org",
    );
  });

  it("names the published partners in the partners band, the seed's where a version has none, and none when emptied", async () => {
    answering(() =>
      HttpResponse.json({ ...published, festival: { ...published.festival, partners: ["Río Cloud", "Fiesta Labs"] } }),
    );
    const first = renderApp({ route: "/" });
    await waitFor(() =>
      expect(
        partners()
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ).toEqual(["Río Cloud", "Fiesta Labs"]),
    );
    first.unmount();

    const { partners: _none, ...before } = published.festival;
    answering(() => HttpResponse.json({ ...published, festival: before }));
    const second = renderApp({ route: "/" });
    await waitFor(() => expect(asked).toBe(2));
    await waitFor(() => expect(homeTitle()).resolves.toHaveTextContent("Codefiesta '21"));
    expect(
      partners()
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(SEED_FESTIVAL.partners);
    second.unmount();

    answering(() => HttpResponse.json({ ...published, festival: { ...published.festival, partners: [] } }));
    renderApp({ route: "/" });
    await waitFor(() => expect(asked).toBe(3));
    await waitFor(() => expect(partners().queryAllByRole("listitem")).toEqual([]));
    expect(partners().getByRole("link", { name: "sponsors@fiesta.example.org" })).toBeInTheDocument();
  });

  it("asks campus ambassadors to write to the published contact address, reached from the home page", async () => {
    publishedServer();
    // The ambassadors' page asks no `events/`: the festival's read waits for a page that does (docs/API.md).
    const { router } = renderApp({ route: "/" });
    await waitFor(async () => expect(await homeTitle()).toHaveTextContent("Codefiesta '21"));
    await act(() => router.navigate("/ca"));
    await waitFor(() => expect(screen.getByText(/^Write to desk@fiesta\.example\.org with your name/)).toBeVisible());
    expect(screen.getByRole("link", { name: "Apply by e-mail" })).toHaveAttribute(
      "href",
      "mailto:desk@fiesta.example.org?subject=Campus%20ambassador",
    );
  });

  it("names the published festival in the terminal's team directory", async () => {
    publishedServer();
    renderApp({ route: "/events" });
    await screen.findByRole("link", { name: "Codefiesta '21" });
    const log = await listTeamDirectory();
    expect(await within(log).findByText("The people behind Codefiesta '21.")).toBeInTheDocument();
  });

  it("keeps the build's title, year and addresses against a server without festival/ (404)", async () => {
    originalBackend();
    const { unmount } = renderApp({ route: "/" });
    await waitFor(() => expect(asked).toBe(1));
    expect(await homeTitle()).toHaveTextContent(SEED_FESTIVAL.title);
    expect(screen.getByText(`The ${SEED_FESTIVAL.year} edition · online`)).toBeInTheDocument();
    expect(partners().getByRole("link", { name: SEED_FESTIVAL.sponsor_email! })).toBeInTheDocument();
    const log = await listTeamDirectory();
    expect(await within(log).findByText(`The people behind ${SEED_FESTIVAL.title}.`)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    unmount();

    // Opened first, the ambassadors' page (no `events/` asked) asks for no `festival/` either.
    renderApp({ route: "/ca" });
    await screen.findByRole("link", { name: "Apply by e-mail" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(asked).toBe(1);
    expect(screen.getByText(new RegExp(`^Write to ${SEED_FESTIVAL.contact_email.replace(".", "\\.")}`))).toBeVisible();
  });
});
