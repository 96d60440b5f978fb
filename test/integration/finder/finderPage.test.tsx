import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { listing, shown } from "../../msw/handlers/finder";
import { seededName, soloEvents, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installFinderServer } from "./fakeFinderServer";

const [teamEvent] = teamEvents(1);
const [soloEvent] = soloEvents(1);

// The teammate finder's page (/teammates/{event}) with a real store and a fake finder behind msw: listing oneself,
// browsing with filters and pages, asking someone to team up, reporting, and a server without the finder.

const open = (route = `/teammates/${teamEvent}`) => {
  const user = userEvent.setup();
  return { user, ...renderApp({ route, preloadedState: loggedIn() }) };
};

const cardOf = (name: string) => screen.getByRole("article", { name });

describe("the finder page", () => {
  it("lists the participant with a note, skills and only the details they tick", async () => {
    const api = installFinderServer();
    const { user } = open();
    expect(
      await screen.findByRole("heading", { name: `Find a teammate for ${seededName(teamEvent)}` }),
    ).toBeInTheDocument();
    const form = await screen.findByRole("region", { name: "Your listing" });
    await user.type(within(form).getByLabelText("Note"), "Crypto person, want a web teammate");
    await user.click(within(form).getByLabelText("Cryptography"));
    await user.click(within(form).getByLabelText("Web development"));
    await user.click(within(form).getByLabelText("Institute"));
    await user.click(within(form).getByLabelText("Codeforces handle"));
    await user.click(within(form).getByRole("button", { name: "List me" }));

    expect(await screen.findByText("Yay! Your listing is saved: others can find it now.")).toBeInTheDocument();
    expect(api.writes).toEqual([
      {
        method: "PUT",
        path: `finder/${teamEvent}/listing/`,
        body: {
          team: false,
          note: "Crypto person, want a web teammate",
          skills: ["cryptography", "web"],
          skills_other: "",
          show: { institute: true, country: false, study_year: false, handles: ["codeforces"] },
        },
      },
    ]);
    expect(await within(form).findByRole("button", { name: "Save and renew" })).toBeInTheDocument();
    expect(within(form).getByText(/^Listed until/)).toBeInTheDocument();
  });

  it("allows five skills at most: the others wait until one is unticked", async () => {
    installFinderServer();
    const { user } = open();
    const form = await screen.findByRole("region", { name: "Your listing" });
    for (const skill of ["Python", "Java", "Linux", "Networks", "Security"]) {
      await user.click(within(form).getByLabelText(skill));
    }
    expect(within(form).getByLabelText("Statistics")).toBeDisabled();
    await user.click(within(form).getByLabelText("Java"));
    expect(within(form).getByLabelText("Statistics")).toBeEnabled();
  });

  it("shows each listing's name and chosen details only, and filters by skill, country and team", async () => {
    const api = installFinderServer({
      listings: [
        listing({
          id: 1,
          owner: shown({
            name: "Meera Iyer",
            institute: "Hill College",
            country: "NP",
            handles: { codechef: "meera_cc" },
          }),
          skills: ["cryptography"],
          note: "<b>Not bold</b> https://example.org/not-a-link",
        }),
        listing({
          id: 2,
          kind: "team",
          owner: shown({ name: "Kabir Rao" }),
          team: { name: "Byte Club", places_left: 1 },
        }),
      ],
    });
    const { user } = open();
    const meera = await screen.findByRole("article", { name: "Meera Iyer" });
    expect(within(meera).getByText("Institute:")).toBeInTheDocument();
    expect(within(meera).getByText("Hill College")).toBeInTheDocument();
    expect(within(meera).getByText("Nepal")).toBeInTheDocument();
    expect(within(meera).getByText("meera_cc")).toBeInTheDocument();
    expect(within(meera).getByText("Cryptography")).toBeInTheDocument();
    // A note is plain text: no markup read, no link made.
    expect(within(meera).getByText("<b>Not bold</b> https://example.org/not-a-link")).toBeInTheDocument();
    expect(within(meera).queryByRole("link")).not.toBeInTheDocument();
    expect(within(cardOf("Kabir Rao")).getByText(/Team .*Byte Club.* · 1 free place/)).toBeInTheDocument();
    expect(screen.getByText("2 listings")).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Team" }));
    await user.click(await screen.findByRole("option", { name: "Has a team" }));
    expect(await screen.findByText("1 listing")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Meera Iyer" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await user.click(screen.getByRole("combobox", { name: "Skill" }));
    await user.click(await screen.findByRole("option", { name: "Cryptography" }));
    expect(await screen.findByText("1 listing")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Meera Iyer" })).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Country" }));
    await user.click(await screen.findByRole("option", { name: "India" }));
    expect(await screen.findByText("No listing matches these filters.")).toBeInTheDocument();
    // A filter already asked for is answered from the cache (clearing them asked for nothing).
    expect(api.reads).toEqual(["", "?has_team=yes", "?skill=cryptography", "?skill=cryptography&country=IN"]);
  });

  it("pages twenty listings at a time", async () => {
    installFinderServer({
      listings: Array.from({ length: 23 }, (_, index) =>
        listing({ id: index + 1, owner: shown({ name: `Person ${index + 1}` }) }),
      ),
    });
    const { user } = open();
    expect(await screen.findByText("23 listings")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(20);
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByRole("article", { name: "Person 23" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Person 1" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("asks a listing to team up with a message and the details chosen, then shows it as asked", async () => {
    const api = installFinderServer({ listings: [listing({ id: 7, owner: shown({ name: "Meera Iyer" }) })] });
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Ask to team up: Meera Iyer" }));
    const dialog = await screen.findByRole("dialog", { name: /Ask .*Meera Iyer.* to team up/ });
    await user.type(within(dialog).getByLabelText("Message"), "I do web; you do crypto?");
    await user.click(within(dialog).getByLabelText("Country"));
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    expect(await screen.findByText(/Yay! Request sent to .*Meera Iyer/)).toBeInTheDocument();
    expect(api.writes).toEqual([
      {
        method: "POST",
        path: "finder/listings/7/requests/",
        body: {
          message: "I do web; you do crypto?",
          show: { institute: false, country: true, study_year: false, handles: [] },
        },
      },
    ]);
    expect(await within(cardOf("Meera Iyer")).findByText("You have asked")).toBeInTheDocument();
  });

  it("reports a listing to the organisers with a reason", async () => {
    const api = installFinderServer({ listings: [listing({ id: 9, owner: shown({ name: "Rude Person" }) })] });
    const { user } = open();
    await user.click(await screen.findByRole("button", { name: "Report: Rude Person" }));
    const dialog = await screen.findByRole("dialog", { name: "Report to the organisers" });
    await user.type(within(dialog).getByLabelText(/Reason/), "Insults in the note");
    await user.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByText("Yay! Thank you: the organisers will look at it.")).toBeInTheDocument();
    expect(api.writes).toEqual([
      { method: "POST", path: "finder/reports/", body: { listing: 9, reason: "Insults in the note" } },
    ]);
  });

  it("against a server without the finder says so plainly, with no error", async () => {
    open();
    expect(await screen.findByText("The teammate finder is not available on this server.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText(/^Oops/)).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your listing" })).not.toBeInTheDocument();
  });

  it("for an individual event says there is nobody to find", async () => {
    installFinderServer();
    open(`/teammates/${soloEvent}`);
    expect(
      await screen.findByText(`${seededName(soloEvent)} is for individuals: there is no teammate to find.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Your listing" })).not.toBeInTheDocument());
  });
});
