import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { apiUrl } from "../../msw/apiUrl";
import { server } from "../../msw/server";
import { seededName, teamEvents } from "../../support/seedEvents";
import { renderApp } from "../../utils/renderWithProviders";

const [teamEvent] = teamEvents(1);

const ID = "q3Vb8kLm2NpR7sTw9xYz1A";
const verification = {
  id: ID,
  name: "अनन्या Rao",
  event: seededName(teamEvent),
  edition: "Codefest '20",
  issued_at: "2026-11-21T06:00:00.000Z",
};

describe("/certificates/:id", () => {
  it("confirms a real certificate with the name, event, edition and issue date, without signing in", async () => {
    server.use(http.get(apiUrl(`certificates/${ID}/`), () => HttpResponse.json(verification)));
    renderApp({ route: `/certificates/${ID}` });
    expect(await screen.findByRole("heading", { name: "This certificate is genuine" })).toBeInTheDocument();
    const facts = screen.getByText("Name").closest("dl") as HTMLElement;
    const pairs = within(facts)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ["Name", "अनन्या Rao"],
      ["Event", seededName(teamEvent)],
      ["Kind", "Certificate of participation"],
      ["Edition", "Codefest '20"],
      ["Issued on", "21 November 2026"],
      ["Certificate ID", ID],
    ]);
    expect(document.title).toBe("Codefest '20 | Certificate");
  });

  it("shows that it is checking while the answer is on its way", async () => {
    let answer = () => undefined as void;
    server.use(
      http.get(apiUrl(`certificates/${ID}/`), async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json(verification);
      }),
    );
    renderApp({ route: `/certificates/${ID}` });
    expect(await screen.findByRole("progressbar", { name: "Checking the certificate" })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole("heading", { name: "This certificate is genuine" })).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("denies a made-up id", async () => {
    server.use(
      http.get(apiUrl("certificates/made-up-id-000000/"), () =>
        HttpResponse.json({ detail: "Not found." }, { status: 404 }),
      ),
    );
    renderApp({ route: "/certificates/made-up-id-000000" });
    expect(await screen.findByRole("heading", { name: "No certificate with this id" })).toBeInTheDocument();
    expect(screen.queryByText("This certificate is genuine")).not.toBeInTheDocument();
    expect(screen.getByText("Certificate ID: made-up-id-000000")).toBeInTheDocument();
  });

  it("says the check failed, not that the certificate is fake, on a network error, and retries", async () => {
    let offline = true;
    server.use(
      http.get(apiUrl(`certificates/${ID}/`), () => (offline ? HttpResponse.error() : HttpResponse.json(verification))),
    );
    const user = userEvent.setup();
    renderApp({ route: `/certificates/${ID}` });
    expect(
      await screen.findByRole("heading", { name: "The certificate could not be checked right now" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/We could not reach the server/)).toBeInTheDocument();
    expect(screen.queryByText("No certificate with this id")).not.toBeInTheDocument();
    offline = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "This certificate is genuine" })).toBeInTheDocument();
  });

  it("does not confirm anything from an answer it cannot read", async () => {
    server.use(http.get(apiUrl(`certificates/${ID}/`), () => HttpResponse.json({ id: ID, name: 42 })));
    renderApp({ route: `/certificates/${ID}` });
    expect(await screen.findByText(/The server sent an answer we could not read/)).toBeInTheDocument();
    expect(screen.queryByText("This certificate is genuine")).not.toBeInTheDocument();
  });
});

describe("certificate verification: merit and revocation", () => {
  it("says the rank of a certificate of merit and shows a revoked one as revoked, with the date and reason", async () => {
    server.use(
      http.get(apiUrl("certificates/rv12345678901234567890/"), () =>
        HttpResponse.json({
          id: "rv12345678901234567890",
          name: "Asha Verma",
          event: seededName(teamEvent),
          kind: "merit",
          rank: 2,
          edition: "Codefest '20",
          issued_at: "2026-11-21T06:00:00.000Z",
          revoked_at: "2026-11-23T09:00:00.000Z",
          revoked_reason: "Not a team member",
        }),
      ),
    );
    renderApp({ route: "/certificates/rv12345678901234567890" });
    expect(await screen.findByRole("heading", { name: "This certificate was revoked" })).toBeInTheDocument();
    expect(screen.getByText("Revoked on 23 November 2026: Not a team member")).toBeInTheDocument();
    expect(screen.getByText("Certificate of merit (2nd place)")).toBeInTheDocument();
    expect(screen.queryByText("This certificate is genuine")).not.toBeInTheDocument();
  });
});

describe("/certificates/:id with a verifiable credential", () => {
  const credential = {
    "@context": ["https://www.w3.org/ns/credentials/v2"],
    id: `https://api.codefest.test/api/certificates/${ID}/credential`,
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    issuer: { id: "did:web:api.codefest.test", name: "Codefest '20" },
    validFrom: "2026-11-21T06:00:00Z",
    name: `Certificate of Participation: ${seededName(teamEvent)}, Codefest '20`,
    credentialSubject: {
      name: "अनन्या Rao",
      achievement: { id: `https://codefest.test/events/${teamEvent}#participation`, name: "x" },
    },
    credentialStatus: {
      type: "BitstringStatusListEntry",
      statusListIndex: "7",
      statusListCredential: "https://api.codefest.test/api/credentials/status/0",
    },
    proof: {
      type: "DataIntegrityProof",
      cryptosuite: "eddsa-rdfc-2022",
      verificationMethod: "did:web:api.codefest.test#z6Mk",
      proofPurpose: "assertionMethod",
      proofValue: "z5",
    },
  };

  it("hides the credential, the download and LinkedIn when the server has none (404)", async () => {
    let asked = false;
    server.use(
      http.get(apiUrl(`certificates/${ID}/`), () => HttpResponse.json(verification)),
      http.get(apiUrl(`certificates/${ID}/credential`), () => {
        asked = true;
        return HttpResponse.json({ detail: "Not found." }, { status: 404 });
      }),
    );
    renderApp({ route: `/certificates/${ID}` });
    expect(await screen.findByRole("heading", { name: "This certificate is genuine" })).toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole("region", { name: /Digital credential/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Add to LinkedIn" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("offers the credential's download and LinkedIn's form filled in", async () => {
    server.use(
      http.get(apiUrl(`certificates/${ID}/`), () => HttpResponse.json(verification)),
      http.get(apiUrl(`certificates/${ID}/credential`), () => HttpResponse.json(credential)),
    );
    renderApp({ route: `/certificates/${ID}` });
    const panel = await screen.findByRole("region", { name: "Digital credential (Open Badges 3.0)" });
    expect(within(panel).getByRole("button", { name: "Download credential" })).toBeInTheDocument();
    const linkedIn = within(panel).getByRole("link", { name: "Add to LinkedIn" });
    const target = new URL(linkedIn.getAttribute("href") ?? "");
    expect(target.searchParams.get("certId")).toBe(ID);
    expect(target.searchParams.get("certUrl")).toBe(`${window.location.origin}/certificates/${ID}`);
    expect(linkedIn).toHaveAttribute("target", "_blank");
  });
});
