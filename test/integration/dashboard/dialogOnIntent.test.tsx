import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetSessions } from "../../msw/handlers/auth";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installTeamServer } from "./fakeTeamServer";

// The confirmation dialog (MUI's Dialog, Modal, focus trap and transitions) is not part of the dashboard's download:
// its module is evaluated once the pointer comes over the button that opens it, and the dialog then opens as before.
const mockEvaluated = jest.fn();
jest.mock("../../../src/ui/ConfirmationDialog", () => {
  mockEvaluated();
  return jest.requireActual("../../../src/ui/ConfirmationDialog");
});

beforeEach(() => {
  resetSessions();
  installTeamServer();
});

it("loads the confirmation dialog's code on intent, then opens it on the click", async () => {
  const user = userEvent.setup();
  renderApp({ route: "/dashboard", preloadedState: loggedIn("this-browser") });
  const card = await screen.findByRole("region", { name: "Your sessions" });
  await within(card).findByRole("list", { name: "Signed-in browsers" });
  const everywhere = within(card).getByRole("button", { name: "Sign out everywhere" });
  expect(mockEvaluated).not.toHaveBeenCalled();

  await user.hover(everywhere);
  await waitFor(() => expect(mockEvaluated).toHaveBeenCalledTimes(1));
  await user.click(everywhere);
  const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere?" });
  await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(everywhere).toBeInTheDocument();
});
