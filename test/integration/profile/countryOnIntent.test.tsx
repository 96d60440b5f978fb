import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { completeProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

// The country's list (MUI's Autocomplete and its popper) is not part of a first visit of /profile/edit: the field
// starts plain and fetches the list's code when the participant reaches for it (src/features/profile/CountryField.tsx).
// One test per file: a module is evaluated once.
const mockEvaluated = jest.fn();
jest.mock("../../../src/features/profile/CountryPicker", () => {
  mockEvaluated();
  return jest.requireActual("../../../src/features/profile/CountryPicker");
});

it("fetches the country list's code only when the pointer comes over the field, then lists and picks by name", async () => {
  server.use(http.get(apiUrl("profile/"), () => HttpResponse.json(completeProfile({ country: "IN" }))));
  const user = userEvent.setup({ delay: null });
  renderApp({ route: "/profile/edit", preloadedState: loggedIn() });
  const basic = await screen.findByRole("form", { name: "Basic details" });
  const country = within(basic).getByRole("combobox", { name: /Country/ });
  expect(country).toHaveValue("India");
  await user.click(within(basic).getByLabelText(/Full name/));
  expect(mockEvaluated).not.toHaveBeenCalled();

  await user.hover(country);
  // The list's field takes the plain one's place, showing the same country.
  await waitFor(() => expect(within(basic).getByRole("combobox", { name: /Country/ })).not.toBe(country));
  expect(mockEvaluated).toHaveBeenCalledTimes(1);
  const list = within(basic).getByRole("combobox", { name: /Country/ });
  expect(list).not.toHaveFocus();
  expect(list).toHaveValue("India");
  await user.clear(list);
  await user.keyboard("germ");
  expect(await screen.findByRole("option", { name: "Germany" })).toBeInTheDocument();
  await user.keyboard("{Enter}");
  expect(list).toHaveValue("Germany");
});
