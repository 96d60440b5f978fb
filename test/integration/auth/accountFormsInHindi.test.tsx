import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadFirstMessages, showMessagesIn } from "../../../src/i18n/catalogues";
import { loggedIn, renderApp } from "../../utils/renderWithProviders";
import { installFakeIdentityProvider } from "./setup";

// The sign-in forms and the password pages for a visitor who chose Hindi: every label, button and hint in Hindi.

const provider = installFakeIdentityProvider();

afterEach(() => showMessagesIn("en"));

async function openInHindi(route: string, signedIn = false) {
  await loadFirstMessages("hi");
  const user = userEvent.setup();
  renderApp({ route, preloadedState: { ...(signedIn ? loggedIn() : {}), language: { language: "hi" } } });
  return user;
}

describe("the account's forms in Hindi", () => {
  it("offers every sign-in method in Hindi", async () => {
    const user = await openInHindi("/login");
    const methods = await screen.findByRole("tablist", { name: "साइन-इन का तरीक़ा" });
    expect(
      within(methods)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["ई-मेल", "ई-मेल लिंक", "फ़ोन"]);
    expect(screen.getByRole("form", { name: "ई-मेल से साइन इन करें" })).toBeInTheDocument();
    expect(screen.getByLabelText(/^पासवर्ड/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "साइन इन करें" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "पासवर्ड भूल गए?" })).toHaveAttribute("href", "/password/reset");
    expect(screen.getByRole("button", { name: "Google से आगे बढ़ें" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "खाता बनाएँ" }));
    expect(screen.getByRole("form", { name: "खाता बनाएँ" })).toHaveTextContent(
      "कम से कम 6 अक्षर। पता सत्यापित करने के लिए हम आपको एक ई-मेल भेजेंगे।",
    );

    await user.click(screen.getByRole("tab", { name: "फ़ोन" }));
    expect(screen.getByRole("form", { name: "SMS से साइन-इन कोड भेजें" })).toHaveTextContent(
      "देश के कोड के साथ, जैसे +91 98765 43210।",
    );
    expect(screen.getByRole("button", { name: "कोड भेजें" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "ई-मेल लिंक" }));
    await user.type(screen.getByRole("textbox", { name: /^ई-मेल/ }), "link@example.org");
    await user.click(screen.getByRole("button", { name: "साइन-इन लिंक भेजें" }));
    expect(
      await screen.findByText("लिंक link@example.org पर भेज दिया गया। अपना इनबॉक्स (और स्पैम फ़ोल्डर) देखें।"),
    ).toBeInTheDocument();
  });

  it("resets a password in Hindi", async () => {
    provider().addPasswordUser("reset@example.org", "old-pass-1");
    const user = await openInHindi("/password/reset");
    expect(await screen.findByRole("heading", { level: 1, name: "अपना पासवर्ड रीसेट करें" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: /^ई-मेल/ }), "reset@example.org");
    await user.click(screen.getByRole("button", { name: "रीसेट ई-मेल भेजें" }));
    expect(await screen.findByText("बढ़िया! रीसेट ई-मेल भेज दिया गया।")).toBeInTheDocument();
    const sent = screen.getByRole("status");
    expect(sent).toHaveTextContent(
      "हमने reset@example.org पर एक लिंक भेजा है। नया पासवर्ड चुनने के लिए उसे खोलें, फिर साइन इन करें।",
    );
    expect(within(sent).getByRole("link", { name: "साइन इन करें" })).toHaveAttribute("href", "/login");
  });

  it("changes a password in Hindi, saying in Hindi when the new ones differ", async () => {
    provider().addPasswordUser("lin@example.org", "old-pass-1");
    await provider().signInWithEmail("lin@example.org", "old-pass-1");
    const user = await openInHindi("/password/change", true);
    expect(await screen.findByRole("heading", { level: 1, name: "पासवर्ड बदलें" })).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^मौजूदा पासवर्ड/), "old-pass-1");
    await user.type(screen.getByLabelText(/^नया पासवर्ड$|^नया पासवर्ड \*/), "new-pass-2");
    await user.type(screen.getByLabelText(/^नया पासवर्ड दोबारा लिखें/), "new-pass-3");
    expect(screen.getByText("नए पासवर्ड आपस में मेल नहीं खाते।")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "पासवर्ड बदलें" }));
    expect(await screen.findByText("उफ़... नए पासवर्ड आपस में मेल नहीं खाते।")).toBeInTheDocument();
    expect(provider().people.get("lin@example.org")?.password).toBe("old-pass-1");
  });
});
