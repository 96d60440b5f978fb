import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { server } from "../../msw/server";
import { renderApp } from "../../utils/renderWithProviders";
import { installFakeIdentityProvider } from "./setup";

const provider = installFakeIdentityProvider();

describe("sign-in when the API throttles", () => {
  it("says how long to wait and keeps the e-mail and password typed", async () => {
    provider().addPasswordUser("busy@example.org", "pass-word-1");
    server.use(
      http.post(apiUrl("login/"), () =>
        HttpResponse.json(
          { detail: "Request was throttled. Expected available in 30 seconds." },
          { status: 429, headers: { "Retry-After": "30" } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp({ route: "/login" });
    const email = await screen.findByRole("textbox", { name: /^E-mail/ });
    await user.type(email, "busy@example.org");
    await user.type(screen.getByLabelText(/^Password/), "pass-word-1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByText("Oops... Too many attempts. Try again in 30 seconds.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^E-mail/ })).toHaveValue("busy@example.org");
    expect(screen.getByLabelText(/^Password/)).toHaveValue("pass-word-1");
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeEnabled();
  });
});
