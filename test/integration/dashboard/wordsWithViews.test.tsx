import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { compiledMessage, loadFirstMessages } from "../../../src/i18n/catalogues";
import { resetSessions } from "../../msw/handlers/auth";
import { installFakeIntersectionObserver } from "../../utils/fakeIntersectionObserver";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { backToEnglish } from "../../utils/visitInLanguage";
import { installTeamServer } from "./fakeTeamServer";

// The dashboard's route loads the words of its frame and of what both views share; each view's come with its code,
// and the sections the overview shows on approach bring theirs. One test per file: a catalogue, once loaded, stays for
// the file.
installFakeIntersectionObserver();
beforeEach(resetSessions);
afterEach(backToEnglish);

it("brings each view's words in Hindi with the view, and the lower sections' as they come", async () => {
  installTeamServer();
  await loadFirstMessages("hi");
  const user = userEvent.setup();
  renderApp({ route: "/dashboard/events", preloadedState: { ...loggedIn(), language: { language: "hi" } } });
  expect(await screen.findByRole("region", { name: "इवेंट" })).toBeInTheDocument();
  expect(compiledMessage("hi", "dashboard.events.findTeammate")).toBe("साथी खोजें");
  // The overview's cards and the sections below them: not downloaded for the events view.
  expect(compiledMessage("hi", "dashboard.facts.institute")).toBeUndefined();
  expect(compiledMessage("hi", "dashboard.sessions.title")).toBeUndefined();

  await user.click(within(screen.getByRole("navigation", { name: "डैशबोर्ड" })).getByRole("link", { name: "सारांश" }));
  const profile = await screen.findByRole("region", { name: "प्रोफ़ाइल" });
  expect(within(profile).getByText("संस्थान")).toBeInTheDocument();
  expect(screen.getByRole("region", { name: "अपने दोस्तों को बुलाएँ" })).toBeInTheDocument();
  expect(compiledMessage("hi", "dashboard.sessions.title")).toBeUndefined();

  fireEvent.scroll(window);
  expect(await screen.findByRole("region", { name: "आपके सेशन" })).toBeInTheDocument();
});
