import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { adminAmbassador, adminEvent, adminSummary, organiserProfile } from "../../msw/handlers/admin";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

// The console's first view, the overview, checks its answer against contract/adminSummary.ts alone: the rest of the
// console's contract (some forty zod schemas, the longest task of the console's first visit on a phone) is evaluated
// with the first answer that needs it. contract/admin.ts is recorded here each time something requires it.
const mockRequired: string[] = [];
jest.mock("../../../contract/admin", () => {
  mockRequired.push("contract/admin");
  return jest.requireActual("../../../contract/admin");
});

it("shows the overview without the console's other schemas, then checks the ambassadors' answer with them", async () => {
  server.use(
    organiserProfile,
    http.get(apiUrl("admin/summary/"), () => HttpResponse.json(adminSummary([adminEvent({ name: "Enigma" })]))),
    http.get(apiUrl("admin/cas/"), () => HttpResponse.json([adminAmbassador()])),
  );
  const user = userEvent.setup();
  renderApp({ route: "/admin", preloadedState: loggedIn() });
  const perEvent = await screen.findByRole("table", { name: "Counts per event" });
  expect(await within(perEvent).findByRole("rowheader", { name: "Enigma" })).toBeInTheDocument();
  expect(mockRequired).toEqual([]);

  const toAmbassadors = screen
    .getAllByRole("link", { name: "Ambassadors" })
    .find((link) => link.getAttribute("href") === "/admin/ambassadors");
  await user.click(toAmbassadors!);
  const table = await screen.findByRole("table", { name: "Ambassadors" });
  expect(await within(table).findByText("Ravi")).toBeInTheDocument();
  expect(mockRequired).toEqual(["contract/admin"]);
});

it("says an answer not in the contract's shape is malformed, checked with the schema loaded for it", async () => {
  server.use(
    organiserProfile,
    http.get(apiUrl("admin/cas/"), () => HttpResponse.json([{ caid: "CA1", name: "Ravi" }])),
  );
  renderApp({ route: "/admin/ambassadors", preloadedState: loggedIn() });
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "The ambassadors could not be loaded. The server's answer was not in the expected shape (0.institute_name:",
  );
});
