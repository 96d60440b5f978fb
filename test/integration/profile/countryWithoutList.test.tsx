import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import type { Profile } from "../../../contract/profile";
import { apiUrl } from "../../msw/apiUrl";
import { newProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

// The country field before its list's code has come (src/features/profile/CountryField.tsx): what is typed counts as
// the list would have taken it, and when the code does come the list takes over with the text, the focus and the
// caret. The code's fetch fails while `mockOffline` is set, as it does offline when the code was never kept.
let mockOffline = true;
jest.mock("../../../src/features/profile/CountryPicker", () => {
  if (mockOffline) throw new Error("Loading chunk country-picker failed.");
  return jest.requireActual("../../../src/features/profile/CountryPicker");
});

it("takes a country typed before the list came, and hands what is typed to the list when it comes", async () => {
  const puts: Partial<Profile>[] = [];
  server.use(
    http.get(apiUrl("profile/"), () => HttpResponse.json(newProfile({ name: "Asha Verma" }))),
    http.put(apiUrl("profile/"), async ({ request }) => {
      puts.push((await request.json()) as Partial<Profile>);
      return HttpResponse.json({ ...newProfile(), ...puts.at(-1), is_profile_complete: true });
    }),
  );
  const user = userEvent.setup({ delay: null });
  renderApp({ route: "/profile/edit", preloadedState: loggedIn() });
  const basic = await screen.findByRole("form", { name: "Basic details" });
  const country = () => within(basic).getByRole("combobox", { name: /Country/ });

  // Text that names no country goes back to the country picked (none) when the field is left, as the list does.
  await user.click(country());
  await user.keyboard("Xanadu");
  await user.tab();
  expect(country()).toHaveValue("");
  expect(within(basic).getByText("Choose your country.")).toBeInTheDocument();

  // Enter takes the first name that fits, as the list would have highlighted it, and does not send the step.
  await user.click(country());
  await user.keyboard("indi{Enter}");
  expect(country()).toHaveValue("India");
  expect(country()).toHaveFocus();
  expect(within(basic).queryByText("Choose your country.")).not.toBeInTheDocument();

  // The code can come now: text typed so far stays, with the focus and the caret, and the list opens on it.
  mockOffline = false;
  await user.clear(country());
  await user.keyboard("germ");
  const plain = country();
  // The pointer leaves the field and comes back: the participant reaches for it again.
  await user.unhover(plain);
  await user.hover(plain);
  await waitFor(() => expect(country()).not.toBe(plain));
  expect(country()).toHaveValue("germ");
  expect(country()).toHaveFocus();
  expect((country() as HTMLInputElement).selectionStart).toBe(4);
  expect(await screen.findByRole("option", { name: "Germany" })).toBeInTheDocument();
  await user.keyboard("{Enter}");
  expect(country()).toHaveValue("Germany");

  await user.selectOptions(within(basic).getByLabelText(/Gender/), "Female");
  await user.type(within(basic).getByLabelText(/Phone/), "+91 98765 43210");
  await user.click(within(basic).getByRole("button", { name: "Next" }));
  const academic = await screen.findByRole("form", { name: "Academic details" });
  await user.selectOptions(within(academic).getByLabelText(/You are at/), "College");
  await user.type(within(academic).getByLabelText(/Institute name/), "Example Institute of Technology");
  await user.type(within(academic).getByLabelText(/Degree or class/), "B.Tech");
  await user.type(within(academic).getByLabelText(/Branch or stream/), "Computer Science");
  await user.selectOptions(within(academic).getByLabelText(/Year of study/), "2");
  await user.click(within(academic).getByRole("button", { name: "Save profile" }));
  await screen.findByRole("form", { name: "Coding handles" });
  expect(puts.at(-1)).toMatchObject({ country: "DE" });
});
