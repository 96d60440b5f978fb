import { linkedInAddUrl } from "../../../src/features/certificates/linkedIn";

describe("Add to LinkedIn", () => {
  it("opens LinkedIn's add-certification form filled in with the certificate", () => {
    const url = new URL(
      linkedInAddUrl(
        {
          id: "q3Vb8kLm2NpR7sTw9xYz1A",
          event: "Capture The Flag",
          kind: "merit",
          rank: 2,
          edition: "Codefest '20",
          issued_at: "2026-11-30T23:30:00.000Z",
        },
        "https://codefest.example/certificates/q3Vb8kLm2NpR7sTw9xYz1A",
      ),
    );
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Capture The Flag: Certificate of merit (2nd place)",
      organizationName: "Codefest '20",
      issueYear: "2026",
      issueMonth: "11",
      certUrl: "https://codefest.example/certificates/q3Vb8kLm2NpR7sTw9xYz1A",
      certId: "q3Vb8kLm2NpR7sTw9xYz1A",
    });
  });
});
