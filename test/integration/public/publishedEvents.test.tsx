import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { SEED_EVENTS } from "../../../contract/seedEvents";
import { apiUrl } from "../../msw/apiUrl";
import { addedEventRow, addedEventTexts, publishedEventList } from "../../msw/fixtures";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { findPageHeading } from "./pageHeading";

/** Issue 38: an event organisers add and publish in the console reaches the public pages with no new build. */
const quiz = addedEventTexts("quiz-night", "Quiz Night");
const [firstSeed, secondSeed] = SEED_EVENTS;

/** A server keeping events as data: the seed's list plus the added event, and each one's published texts. */
function publishedServer({ hide }: { hide?: string } = {}) {
  const list = [...publishedEventList(), addedEventRow(quiz)].filter((event) => event.slug !== hide);
  server.use(
    http.get(apiUrl("events/"), () => HttpResponse.json(list)),
    http.get(apiUrl("events/:slug/"), ({ params }) => {
      if (params.slug === quiz.slug) return HttpResponse.json(quiz);
      const seed = SEED_EVENTS.find((event) => event.slug === params.slug && event.slug !== hide);
      if (!seed) return HttpResponse.json({ detail: "Not found." }, { status: 404 });
      return HttpResponse.json({
        slug: seed.slug,
        version: 1,
        published_at: "2020-03-01T10:00:00Z",
        content: seed.content,
      });
    }),
  );
}

describe("published events on the public pages", () => {
  it("lists an added event on /events with its summary, after the bundled seven", async () => {
    publishedServer();
    renderApp({ route: "/events" });
    const link = await screen.findByRole("link", { name: "Quiz Night" });
    expect(link).toHaveAttribute("href", "/events/quiz-night");
    expect(screen.getByText(quiz.content.summary.en)).toBeInTheDocument();
    const titles = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([...SEED_EVENTS.map((event) => event.content.name), "Quiz Night"]);
  });

  it("shows an added event's page from its published texts: description, coordinators' links, FAQ, title", async () => {
    publishedServer();
    renderApp({ route: "/events/quiz-night" });
    expect(await findPageHeading("Quiz Night")).toBeInTheDocument();
    expect(await screen.findByText("Quiz Night is a quiz added by the organisers.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "quiz@example.org" })).toHaveAttribute("href", "mailto:quiz@example.org");
    expect(screen.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute("href", "tel:+919876543210");
    expect(screen.getByRole("heading", { level: 3, name: "Is it a team event?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Go to the contest/ })).toHaveAttribute("href", "https://quiz.example.org");
    await waitFor(() => expect(document.title).toBe("Codefest '20 | Quiz Night"));
  });

  it("replaces a bundled event's texts with the published ones after the first paint", async () => {
    const changed = { ...firstSeed.content, description: { en: [{ p: ["The organisers rewrote this today."] }] } };
    server.use(
      http.get(apiUrl(`events/${firstSeed.slug}/`), () =>
        HttpResponse.json({ slug: firstSeed.slug, version: 2, published_at: "2020-03-02T10:00:00Z", content: changed }),
      ),
    );
    renderApp({ route: `/events/${firstSeed.slug}` });
    await findPageHeading(firstSeed.content.name);
    expect(await screen.findByText("The organisers rewrote this today.")).toBeInTheDocument();
  });

  it("leaves a hidden event out of /events and answers its address with the 404 page", async () => {
    publishedServer({ hide: secondSeed.slug });
    renderApp({ route: "/events" });
    await screen.findByRole("link", { name: "Quiz Night" });
    expect(screen.queryByRole("link", { name: secondSeed.content.name })).not.toBeInTheDocument();
  });

  it("answers an address no server lists with the 404 page once the server has had its say", async () => {
    publishedServer({ hide: secondSeed.slug });
    renderApp({ route: `/events/${secondSeed.slug}` });
    expect(await findPageHeading("Page not found")).toBeInTheDocument();
    expect(document.title).toBe("Codefest '20 | Page Not Found");
  });

  it("lists the added event on the home page once the list arrives", async () => {
    publishedServer();
    renderApp({ route: "/" });
    expect(await screen.findByRole("link", { name: /Quiz Night/ })).toHaveAttribute("href", "/events/quiz-night");
  });

  it("makes the added event a directory of the terminal's events", async () => {
    publishedServer();
    const user = userEvent.setup();
    renderApp({ route: "/events" });
    await screen.findByRole("link", { name: "Quiz Night" });
    const terminal = await screen.findByRole("region", { name: "Terminal" });
    await user.type(within(terminal).getByRole("textbox", { name: "Terminal command" }), "ls{Enter}");
    const log = within(terminal).getByRole("log", { name: "Terminal output" });
    expect(await within(log).findByRole("link", { name: "quiz-night/" })).toHaveAttribute("href", "/events/quiz-night");
  });

  it("offers the added event on the dashboard's registration", async () => {
    publishedServer();
    renderApp({ route: "/dashboard/events", preloadedState: loggedIn() });
    expect(await screen.findByRole("article", { name: "Quiz Night" })).toBeInTheDocument();
  });
});
