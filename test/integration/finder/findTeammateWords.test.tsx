import { screen, within } from "@testing-library/react";
import { compiledMessage, loadFirstMessages } from "../../../src/i18n/catalogues";
import { seededName, teamEvents } from "../../support/seedEvents";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { backToEnglish } from "../../utils/visitInLanguage";
import { installFinderServer } from "./fakeFinderServer";

const [teamEvent] = teamEvents(1);

// "Find a teammate" on the events view's cards has its words in the dashboard's catalogue: the finder's own (about
// 3 KB gzip) is not downloaded for a first visit of /dashboard/events. One test per file: a catalogue, once loaded,
// stays for the file.
afterEach(backToEnglish);

it("offers Find a teammate in Hindi on /dashboard/events without the finder's catalogue", async () => {
  installFinderServer();
  await loadFirstMessages("hi");
  renderApp({ route: "/dashboard/events", preloadedState: { ...loggedIn(), language: { language: "hi" } } });
  const teamCard = await screen.findByRole("article", { name: seededName(teamEvent) });
  const link = await within(teamCard).findByRole("link", { name: `साथी खोजें: ${seededName(teamEvent)}` });
  expect(link).toHaveTextContent(/^साथी खोजें$/);
  expect(compiledMessage("hi", "finder.withdrawn")).toBeUndefined();
  expect(compiledMessage("hi", "dashboard.events.findTeammate")).toBeDefined();
});
