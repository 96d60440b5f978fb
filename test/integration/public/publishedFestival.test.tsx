import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { PublishedFestival } from "../../../contract/eventContent";
import { SEED_FESTIVAL } from "../../../contract/festival";
import { apiUrl } from "../../msw/apiUrl";
import { server } from "../../msw/server";
import { renderApp } from "../../utils/renderWithProviders";
import { findPageHeading } from "./pageHeading";

/** Issue 38: the festival's identity organisers publish reaches the header, footer and titles without a new build. */
const published: PublishedFestival = {
  version: 3,
  published_at: "2020-03-02T10:00:00Z",
  festival: {
    ...SEED_FESTIVAL,
    name: "Codefiesta",
    title: "Codefiesta '21",
    year: 2021,
    host: { en: "a college by the sea", hi: "समुद्र किनारे का एक कॉलेज" },
    contact_email: "desk@fiesta.example.org",
    sponsor_email: null,
    social_links: [{ label: "Mastodon", url: "https://social.example.org/@fiesta" }],
  },
};

const publishedServer = () => server.use(http.get(apiUrl("festival/"), () => HttpResponse.json(published)));

const footer = () => within(screen.getByRole("contentinfo"));

describe("the festival's published identity on every page", () => {
  it("puts the published title in the header, the footer and the document title once it answers", async () => {
    publishedServer();
    renderApp({ route: "/events" });
    expect(await screen.findByRole("link", { name: "Codefiesta '21" })).toBeInTheDocument();
    expect(await findPageHeading("Events")).toBeInTheDocument();
    expect(document.title).toBe("Codefiesta '21 | Events");
    expect(footer().getByText("Codefiesta '21")).toBeInTheDocument();
    expect(footer().getByText("The 2021 edition of Codefiesta, hosted by a college by the sea.")).toBeInTheDocument();
  });

  it("gives the published contact address for both questions and partnerships", async () => {
    publishedServer();
    renderApp({ route: "/events" });
    const links = await footer().findAllByRole("link", { name: "desk@fiesta.example.org" });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "mailto:desk@fiesta.example.org",
      "mailto:desk@fiesta.example.org",
    ]);
  });

  it("keeps the build's identity against a server without content (404, the original 2020 backend)", async () => {
    let asked = 0;
    server.use(
      http.get(apiUrl("festival/"), () => {
        asked += 1;
        return HttpResponse.json({ detail: "Not found." }, { status: 404 });
      }),
    );
    renderApp({ route: "/events" });
    await findPageHeading("Events");
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.getByRole("link", { name: SEED_FESTIVAL.title })).toBeInTheDocument();
    expect(document.title).toBe(`${SEED_FESTIVAL.title} | Events`);
    expect(footer().getByRole("link", { name: SEED_FESTIVAL.contact_email })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
