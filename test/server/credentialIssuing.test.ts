import { generateKeyPairSync } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { STATUS_LIST_LENGTH } from "../../contract/credentials";
import { loadConfig } from "../../server/src/config";
import {
  createIssuer,
  type CredentialSource,
  didWebOf,
  type Issuer,
  openBadgeCredential,
  reissuedCredential,
  signCertificate,
  signStatusList,
} from "../../server/src/services/credentials";
import { verifyIndependently } from "./support/independentVerifier";
import { openBadgesSchemaErrors } from "./support/openBadgesSchema";
import { signedBeforeTheCorrection } from "./support/retiredCredential";

// The festival as a credential issuer without the API: its did:web document, what a certificate's Open Badges
// credential says, and that what it signs (credentials and status lists) verifies with an independent verifier that
// fetches the did.json and the status list from a stand-in server. test/server/credentials.test.ts covers the same
// through the API.

jest.setTimeout(120_000);

const API = "https://certs.codefest.test:8443";
const DID = "did:web:certs.codefest.test%3A8443";

const newKey = () => generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();
const currentPem = newKey();
const retiredPem = newKey();

function keys(previous = "", current = currentPem) {
  const { credentialKeys } = loadConfig({
    PUBLIC_URL: "https://codefest.test/",
    CREDENTIAL_KEY: current,
    CREDENTIAL_PREVIOUS_KEYS: previous,
  });
  return credentialKeys!;
}

let issuer: Issuer;
let server: Server;
/** What the stand-in API serves, by path. */
const served = new Map<string, unknown>();

beforeAll(async () => {
  // The server first: afterAll closes it even when the issuer cannot be made.
  server = createServer((request, response) => {
    const body = served.get(request.url ?? "");
    response.writeHead(body ? 200 : 404, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body ?? {}));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  issuer = await createIssuer(keys(retiredPem), { apiPublicUrl: API, publicUrl: "https://codefest.test//" });
  served.set("/.well-known/did.json", issuer.didDocument);
});

afterAll(async () => {
  server.close();
  await once(server, "close");
});

const origins = () => ({ [API]: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });

const merit: CredentialSource = {
  id: "cert-merit-000000001",
  holder_name: "Ada Lovelace",
  kind: "merit",
  rank: 2,
  event_slug: "hack day",
  event_name: "Hack Day",
  edition: "Codefest '20",
  issued_at: "2020-02-01T10:30:00.123Z",
  status_index: STATUS_LIST_LENGTH + 5,
};

const participation: CredentialSource = {
  ...merit,
  id: "cert-part-0000000002",
  kind: "participation",
  rank: null,
  issued_at: new Date("2020-02-02T08:00:00Z"),
  status_index: 7,
};

describe("the issuer", () => {
  it("is the did:web of the API's host, port included", () => {
    expect(didWebOf("https://certs.codefest.test:8443/api/")).toBe(DID);
    expect(didWebOf("https://codefest.test")).toBe("did:web:codefest.test");
  });

  it("lists its signing key and each retired key once in its DID document, for assertions", async () => {
    const retired = await createIssuer(keys("", retiredPem), { apiPublicUrl: API, publicUrl: "https://x" });
    const retiredKey = retired.keyId.split("#")[1];
    const multikey = issuer.keyId.split("#")[1];
    expect(issuer.keyId).toMatch(/^did:web:certs\.codefest\.test%3A8443#z6Mk/);
    expect(issuer).toMatchObject({ did: DID, apiBase: `${API}/api/`, siteUrl: "https://codefest.test" });
    const method = (key: string) => ({
      id: `${DID}#${key}`,
      type: "Multikey",
      controller: DID,
      publicKeyMultibase: key,
    });
    expect(issuer.didDocument).toEqual({
      "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/multikey/v1"],
      id: DID,
      verificationMethod: [method(multikey), method(retiredKey)],
      assertionMethod: [`${DID}#${multikey}`, `${DID}#${retiredKey}`],
    });
    // A retired key given as a Multikey, and the current key listed again among the retired ones: each once.
    const again = await createIssuer(keys(`${retiredKey}, ${currentPem}`), { apiPublicUrl: API, publicUrl: "x" });
    expect(again.didDocument.assertionMethod).toEqual([`${DID}#${multikey}`, `${DID}#${retiredKey}`]);
  });
});

describe("a certificate's credential (openBadgeCredential)", () => {
  it("says what a certificate of merit is for, with the rank as a result, and where its status is", () => {
    const profile = { id: DID, type: ["Profile"], name: "Codefest '20", url: "https://codefest.test" };
    const achievement = "https://codefest.test/events/hack%20day#merit";
    expect(openBadgeCredential(issuer, merit)).toEqual({
      "@context": [
        "https://www.w3.org/ns/credentials/v2",
        "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
      ],
      id: `${API}/api/certificates/cert-merit-000000001/credential`,
      type: ["VerifiableCredential", "OpenBadgeCredential"],
      issuer: profile,
      validFrom: "2020-02-01T10:30:00Z",
      awardedDate: "2020-02-01T10:30:00Z",
      name: "Certificate of Merit: Hack Day, Codefest '20",
      credentialSubject: {
        type: ["AchievementSubject"],
        name: "Ada Lovelace",
        identifier: [{ type: "IdentityObject", identityType: "name", hashed: false, identityHash: "Ada Lovelace" }],
        achievement: {
          id: achievement,
          type: ["Achievement"],
          achievementType: "Award",
          name: "Certificate of Merit: Hack Day, Codefest '20",
          description: "Ranked 2 in Hack Day at Codefest '20.",
          criteria: {
            narrative:
              "Awarded to the members of the teams ranked in the top places of Hack Day when its results were published.",
          },
          tag: ["Codefest '20", "Hack Day", "merit"],
          creator: profile,
          resultDescription: [
            { id: `${achievement}-rank`, type: ["ResultDescription"], name: "Rank", resultType: "Result" },
          ],
        },
        result: [{ type: ["Result"], resultDescription: `${achievement}-rank`, value: "2" }],
      },
      credentialStatus: {
        id: `${API}/api/credentials/status/1#5`,
        type: "BitstringStatusListEntry",
        statusPurpose: "revocation",
        statusListIndex: "5",
        statusListCredential: `${API}/api/credentials/status/1`,
      },
    });
  });

  it("says a certificate of participation is for taking part, without a rank", () => {
    const credential = openBadgeCredential(issuer, participation);
    expect(credential.name).toBe("Certificate of Participation: Hack Day, Codefest '20");
    expect(credential.validFrom).toBe("2020-02-02T08:00:00Z");
    expect(credential.awardedDate).toBe("2020-02-02T08:00:00Z");
    expect(credential.credentialSubject.achievement).toMatchObject({
      id: "https://codefest.test/events/hack%20day#participation",
      achievementType: "Certificate",
      description: "Took part in Hack Day at Codefest '20.",
      criteria: { narrative: "Awarded to every member of a team in the published results of Hack Day." },
      tag: ["Codefest '20", "Hack Day", "participation"],
    });
    expect(credential.credentialSubject.achievement).not.toHaveProperty("resultDescription");
    expect(credential.credentialSubject).not.toHaveProperty("result");
    expect(credential.credentialStatus).toMatchObject({
      statusListIndex: "7",
      id: `${API}/api/credentials/status/0#7`,
    });
  });

  it("gives a certificate of merit without a rank no result", () => {
    const credential = openBadgeCredential(issuer, { ...merit, rank: null });
    expect(credential.credentialSubject.achievement).toHaveProperty("resultDescription");
    expect(credential.credentialSubject).not.toHaveProperty("result");
  });
});

describe("signed credentials and status lists", () => {
  it("verify independently, and the status list says which certificates are revoked", async () => {
    const list1 = await signStatusList(issuer, 1, [5, 9]);
    expect(list1).toMatchObject({
      id: `${API}/api/credentials/status/1`,
      issuer: DID,
      validFrom: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      proof: { type: "DataIntegrityProof", verificationMethod: issuer.keyId },
    });
    served.set("/api/credentials/status/1", list1);
    served.set("/api/credentials/status/0", await signStatusList(issuer, 0, [6, 8]));
    const signed = await signCertificate(issuer, merit);
    expect(signed).toMatchObject({ proof: { type: "DataIntegrityProof", verificationMethod: issuer.keyId } });
    await expect(verifyIndependently(signed, origins())).resolves.toMatchObject({ verified: true, revoked: true });
    await expect(verifyIndependently(await signCertificate(issuer, participation), origins())).resolves.toMatchObject({
      verified: true,
      revoked: false,
    });
    const tampered = { ...signed, name: "Certificate of Merit: Something Else" };
    await expect(verifyIndependently(tampered, origins())).resolves.toMatchObject({ verified: false });
  });
});

describe("Open Badges 3.0 conformance (1EdTech's AchievementCredential schema)", () => {
  it("holds for a certificate of merit and one of participation, signed", async () => {
    for (const source of [merit, participation, { ...merit, rank: null }]) {
      const signed = await signCertificate(issuer, source);
      expect(openBadgesSchemaErrors(signed)).toEqual([]);
    }
  });

  it("fails a credential with a result type outside the standard's vocabulary, as the ones signed before said", async () => {
    const before = await signedBeforeTheCorrection(issuer, merit);
    expect(openBadgesSchemaErrors(before).join("\n")).toMatch(/resultType must be equal to one of the allowed values/);
    expect(openBadgesSchemaErrors({ ...before, validFrom: "2020-02-01 10:30" }).join("\n")).toMatch(
      /validFrom must match format "date-time"/,
    );
  });

  it("signs a stored credential that does not conform again, as a new version with the same status entry", async () => {
    served.set("/api/credentials/status/1", await signStatusList(issuer, 1, []));
    const before = await signedBeforeTheCorrection(issuer, merit);
    const started = Date.now();
    const after = (await reissuedCredential(issuer, before)) as Record<string, unknown> & {
      validFrom: string;
      credentialSubject: { achievement: { resultDescription: Array<{ resultType: string }> } };
    };
    expect(after).not.toBeNull();
    expect(openBadgesSchemaErrors(after)).toEqual([]);
    const { proof: _before, validFrom: _from, ...same } = before;
    const { proof, validFrom, awardedDate, ...rest } = after;
    expect(after.credentialSubject.achievement.resultDescription[0].resultType).toBe("Result");
    expect(rest).toEqual({
      ...same,
      credentialSubject: openBadgeCredential(issuer, merit).credentialSubject,
    });
    expect(rest.credentialStatus).toEqual(before.credentialStatus);
    expect(awardedDate).toBe(before.validFrom);
    expect(Date.parse(validFrom)).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000);
    expect(validFrom).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(proof).toMatchObject({ type: "DataIntegrityProof", verificationMethod: issuer.keyId });
    // Both versions verify: a copy fetched before keeps its valid proof.
    await expect(verifyIndependently(before, origins())).resolves.toMatchObject({ verified: true, revoked: false });
    await expect(verifyIndependently(after, origins())).resolves.toMatchObject({ verified: true, revoked: false });
    // A conforming credential, the new version included, is kept as it is.
    expect(await reissuedCredential(issuer, after)).toBeNull();
    expect(await reissuedCredential(issuer, await signCertificate(issuer, participation))).toBeNull();
    expect(await reissuedCredential(issuer, await signCertificate(issuer, merit))).toBeNull();
  });

  it("keeps the award date of a version that already has one", async () => {
    const before = await signedBeforeTheCorrection(issuer, merit);
    const again = (await reissuedCredential(issuer, { ...before, awardedDate: "2019-12-31T00:00:00Z" })) as {
      awardedDate: string;
    };
    expect(again.awardedDate).toBe("2019-12-31T00:00:00Z");
  });
});
