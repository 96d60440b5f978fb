import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { loadFirstMessages, showMessagesIn } from "../../../src/i18n/catalogues";
import { apiUrl } from "../../msw/apiUrl";
import { newProfile } from "../../msw/handlers/dashboard";
import { server } from "../../msw/server";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";

// The profile form for a participant who chose Hindi: its steps, labels, choices and checks in Hindi.

afterEach(() => showMessagesIn("en"));

describe("/profile/edit in Hindi", () => {
  it("asks for the profile in Hindi and explains what is missing in Hindi", async () => {
    server.use(http.get(apiUrl("profile/"), () => HttpResponse.json(newProfile({ name: "Asha Verma" }))));
    await loadFirstMessages("hi");
    const user = userEvent.setup({ delay: null });
    renderApp({ route: "/profile/edit", preloadedState: { ...loggedIn(), language: { language: "hi" } } });

    const basic = await screen.findByRole("form", { name: "बुनियादी जानकारी" });
    expect(screen.getByRole("heading", { level: 1, name: "प्रोफ़ाइल बदलें" })).toBeInTheDocument();
    expect(screen.getByText(/^इवेंट के लिए पंजीकरण करने के लिए अपनी प्रोफ़ाइल पूरी करें/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "पढ़ाई की जानकारी" })).toBeInTheDocument();
    expect(within(basic).getByLabelText(/^पूरा नाम/)).toHaveValue("Asha Verma");
    const gender = within(basic).getByLabelText(/^लिंग/);
    expect(
      within(gender)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["चुनें…", "पुरुष", "महिला", "अन्य"]);
    expect(basic).toHaveTextContent("देश के कोड के साथ, जैसे +91 98765 43210");

    await user.click(within(basic).getByRole("button", { name: "आगे" }));
    expect(within(basic).getByText("कोई विकल्प चुनें।")).toBeInTheDocument();
    expect(within(basic).getByText("अपना फ़ोन नंबर लिखें।")).toBeInTheDocument();
    expect(within(basic).getByText("अपना देश चुनें।")).toBeInTheDocument();

    await user.type(within(basic).getByLabelText(/^फ़ोन/), "98765");
    expect(within(basic).getByText('"+" और देश के कोड से शुरू करें, फिर नंबर: कुल 9 से 15 अंक।')).toBeInTheDocument();
    await user.type(within(basic).getByRole("combobox", { name: /^देश/ }), "भार");
    expect(await screen.findByRole("option", { name: "भारत" })).toBeInTheDocument();
  });
});
