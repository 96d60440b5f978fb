import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { compiledMessage, loadFirstMessages } from "../../../src/i18n/catalogues";
import { apiUrl } from "../../msw/apiUrl";
import { adminSummary, auditEntry, organiserProfile, pageOf } from "../../msw/handlers/admin";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { backToEnglish } from "../../utils/visitInLanguage";

// The console's first page (/admin, the overview) loads the words of the console's frame and overview only: each other
// view's (the `consoleViews` area, and the audit log's, the content editors') come with the view's code. One test per
// file: a catalogue, once loaded, stays for the file.
afterEach(backToEnglish);

it("shows the overview in Hindi without the views' words, and the audit log with its own once opened", async () => {
  server.use(
    organiserProfile,
    http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary())),
    http.get(apiUrl("admin/audit/"), () => HttpResponse.json(pageOf([auditEntry(1, "organiser.grant")]))),
  );
  await loadFirstMessages("hi");
  const user = userEvent.setup();
  renderApp({ route: "/admin", preloadedState: { ...loggedIn(), language: { language: "hi" } } });
  expect(await screen.findByRole("table", { name: "हर इवेंट की गिनती" })).toBeVisible();
  // A teams view's column, the audit log's words and the events view's editors': none downloaded for the overview.
  expect(compiledMessage("hi", "console.teams.column.accessCode")).toBeUndefined();
  expect(compiledMessage("hi", "audit.label.organiserGrant")).toBeUndefined();
  expect(compiledMessage("hi", "eventContent.add")).toBeUndefined();

  await user.click(within(screen.getByRole("navigation", { name: "कंसोल" })).getByRole("link", { name: "ऑडिट लॉग" }));
  const log = await screen.findByRole("table", { name: "ऑडिट लॉग" });
  const entry = auditEntry(1, "organiser.grant");
  expect(within(log).getAllByRole("row")[1]).toHaveTextContent(
    `${entry.actor?.email} ने ${entry.target} को आयोजक बनाया।`,
  );
  expect(compiledMessage("hi", "console.teams.column.accessCode")).toBe("एक्सेस कोड");
});
