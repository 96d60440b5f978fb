import { credentialPath, STATUS_LIST_LENGTH, statusListPath, statusPosition } from "../../contract/credentials";
import * as contexts from "../../contract/credentials";
import { throttledMessage } from "../../contract/messages";
import { describeUserAgent } from "../../contract/sessions";

// The small functions of contract/ that the app and the API both show or follow.

describe("a session's browser as the sessions list names it", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0",
      "Edge on Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 EdgA/120.0",
      "Edge on Android",
    ],
    ["Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 OPR/106.0", "Opera on Windows"],
    [
      "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36",
      "Samsung Internet on Android",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0", "Firefox on Linux"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 FxiOS/121.0 Mobile/15E148 Safari/605.1.15",
      "Firefox on iOS",
    ],
    ["Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36", "Chrome on ChromeOS"],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15",
      "Safari on macOS",
    ],
    [
      "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
      "Safari on iOS",
    ],
    ["curl/8.4.0", "curl"],
    ["Mozilla/5.0 (X11; Linux x86_64) SomeBrowser/1.0", "A browser on Linux"],
    ["Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/ Safari/605.1.15", "A browser on macOS"],
    ["", "Unknown browser"],
  ])("%s: %s", (userAgent, name) => {
    expect(describeUserAgent(userAgent)).toBe(name);
  });
});

describe("messages with numbers", () => {
  it("says second or seconds as Django REST Framework does", () => {
    expect(throttledMessage(1)).toBe("Request was throttled. Expected available in 1 second.");
    expect(throttledMessage(30)).toBe("Request was throttled. Expected available in 30 seconds.");
  });
});

describe("credentials' addresses", () => {
  it("places a certificate's revocation bit in its status list", () => {
    expect(statusPosition(5)).toEqual({ list: 0, bit: 5 });
    expect(statusPosition(STATUS_LIST_LENGTH + 7)).toEqual({ list: 1, bit: 7 });
  });

  it("links a credential and a status list under the API", () => {
    expect(credentialPath("c1")).toBe("certificates/c1/credential");
    expect(statusListPath(2)).toBe("credentials/status/2");
  });

  it("names the JSON-LD contexts a verifier loads", () => {
    expect([
      contexts.VC_V2_CONTEXT,
      contexts.OB_V3_CONTEXT,
      contexts.DID_V1_CONTEXT,
      contexts.MULTIKEY_V1_CONTEXT,
    ]).toEqual([
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
      "https://www.w3.org/ns/did/v1",
      "https://w3id.org/security/multikey/v1",
    ]);
  });
});

describe("the credentials a verifier reads", () => {
  const proof = {
    type: "DataIntegrityProof",
    cryptosuite: "eddsa-rdfc-2022",
    verificationMethod: "did:web:example.org#key-1",
    proofPurpose: "assertionMethod",
    proofValue: "z3abc",
  };
  const badge = {
    "@context": [contexts.VC_V2_CONTEXT, contexts.OB_V3_CONTEXT],
    id: "https://example.org/api/certificates/c1/credential",
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    issuer: { id: "did:web:example.org", name: "Codefest", type: ["Profile"] },
    validFrom: "2020-03-01T10:00:00Z",
    name: "Hackathon: participation",
    credentialSubject: { name: "Ada L.", achievement: { id: "urn:hackathon", name: "Hackathon" } },
    credentialStatus: {
      type: "BitstringStatusListEntry",
      statusListIndex: "5",
      statusListCredential: "https://example.org/api/credentials/status/0",
    },
    proof,
  };

  it("reads an Open Badge, a status list and the issuer's DID document whole, extra members included", () => {
    expect(contexts.openBadgeCredentialSchema.parse(badge)).toEqual(badge);
    const statusList = {
      "@context": [contexts.VC_V2_CONTEXT],
      id: "https://example.org/api/credentials/status/0",
      type: ["VerifiableCredential", "BitstringStatusListCredential"],
      issuer: "did:web:example.org",
      validFrom: "2020-03-01T10:00:00Z",
      credentialSubject: { encodedList: "uH4sI", statusPurpose: "revocation" },
      proof,
    };
    expect(contexts.statusListCredentialSchema.parse(statusList)).toEqual(statusList);
    const did = {
      "@context": [contexts.DID_V1_CONTEXT, contexts.MULTIKEY_V1_CONTEXT],
      id: "did:web:example.org",
      verificationMethod: [
        {
          id: "did:web:example.org#key-1",
          type: "Multikey",
          controller: "did:web:example.org",
          publicKeyMultibase: "z6M",
        },
      ],
      assertionMethod: ["did:web:example.org#key-1"],
    };
    expect(contexts.didDocumentSchema.parse(did)).toEqual(did);
  });

  it("refuses a credential, status list or DID document that lacks what a verifier reads", () => {
    const refused = (schema: { safeParse: (value: unknown) => { success: boolean } }, value: unknown) =>
      schema.safeParse(value).success === false;
    expect(refused(contexts.openBadgeCredentialSchema, { ...badge, issuer: { id: "did:web:example.org" } })).toBe(true);
    expect(refused(contexts.openBadgeCredentialSchema, { ...badge, credentialSubject: { name: "Ada L." } })).toBe(true);
    expect(
      refused(contexts.openBadgeCredentialSchema, { ...badge, credentialSubject: { name: "Ada L.", achievement: {} } }),
    ).toBe(true);
    expect(refused(contexts.statusListCredentialSchema, { ...badge, issuer: "did:web:example.org" })).toBe(true);
    expect(
      refused(contexts.statusListCredentialSchema, {
        "@context": [],
        id: "s",
        type: [],
        issuer: "did:web:example.org",
        validFrom: "2020-03-01T10:00:00Z",
        credentialSubject: { encodedList: "uH4sI", statusPurpose: "suspension" },
        proof,
      }),
    ).toBe(true);
    expect(refused(contexts.didDocumentSchema, { "@context": [], verificationMethod: [], assertionMethod: [] })).toBe(
      true,
    );
  });

  it("refuses another kind of proof or status entry", () => {
    expect(
      contexts.openBadgeCredentialSchema.safeParse({ ...badge, proof: { ...proof, type: "Ed25519Signature2020" } })
        .success,
    ).toBe(false);
    expect(
      contexts.openBadgeCredentialSchema.safeParse({
        ...badge,
        credentialStatus: { ...badge.credentialStatus, type: "StatusList2021Entry" },
      }).success,
    ).toBe(false);
  });
});
