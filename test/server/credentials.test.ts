import { generateKeyPairSync } from "node:crypto";
import type { Certificate } from "../../contract/certificates";
import { loadConfig } from "../../server/src/config";
import { findCertificate } from "../../server/src/repos/certificates";
import { createIssuer } from "../../server/src/services/credentials";
import { teamEvents } from "../support/seedEvents";
import { festivalWithOrganiser } from "./support/festival";
import { participant, startHarness, type Harness } from "./support/harness";
import { verifyIndependently } from "./support/independentVerifier";
import { openBadgesSchemaErrors } from "./support/openBadgesSchema";
import { signedBeforeTheCorrection } from "./support/retiredCredential";

const [teamEvent, secondTeamEvent, thirdTeamEvent, fourthTeamEvent] = teamEvents(4);

jest.setTimeout(240_000);

/** The API's public origin as the credentials name it; the verifier is told it is this test's server. */
const PUBLIC_API = "https://certs.codefest.test";
const ISSUER = "did:web:certs.codefest.test";

const newPem = () => generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString();

function credentialConfig(env: Record<string, string>) {
  const { credentialKeys, publicUrl, apiPublicUrl } = loadConfig({
    PUBLIC_URL: "https://codefest.test/",
    API_PUBLIC_URL: PUBLIC_API,
    ...env,
  });
  return { credentialKeys, publicUrl, apiPublicUrl };
}

const firstKey = newPem();

const festival = festivalWithOrganiser(credentialConfig({ CREDENTIAL_KEY: firstKey }));
const origins = () => ({ [PUBLIC_API]: festival.api.url.replace(/\/api\/$/, "") });

/** A team ranked `rank` in `slug`'s published results; its member's certificates. */
async function rankedHolder(slug: string, name: string, rank: number) {
  const holder = await participant(festival.api, { name });
  const team = await festival.api.call<{ id: number }>("POST", "teams/create/", {
    token: holder.token,
    body: { event: festival.eventId[slug], team_name: `${name}'s team` },
  });
  const saved = await festival.api.call("PUT", `admin/events/${festival.eventId[slug]}/results/`, {
    token: festival.boss.token,
    body: { ranking: [{ team: team.body.id, rank }], participated: [] },
  });
  expect(saved.status).toBe(200);
  await festival.api.call("POST", `admin/events/${festival.eventId[slug]}/results/publish/`, {
    token: festival.boss.token,
  });
  const certs = (await festival.api.call<Certificate[]>("GET", "certificates/", { token: holder.token })).body;
  return { holder, certs, teamId: team.body.id };
}

/** What these tests read of a credential, a status list or a DID document. */
interface Signed {
  id: string;
  type: string[];
  issuer: { id: string; name: string } | string;
  validFrom: string;
  credentialSubject: {
    name: string;
    achievement: Record<string, unknown>;
    result: Array<{ value: string }>;
  };
  credentialStatus: Record<string, unknown>;
  proof: { proofValue: string; verificationMethod: string };
  verificationMethod: Array<Record<string, unknown>>;
  assertionMethod: string[];
}

async function fetchCredential(id: string) {
  const response = await fetch(`${festival.api.url}certificates/${id}/credential`, {
    headers: { Origin: "https://verifier.example" },
  });
  return {
    status: response.status,
    cors: response.headers.get("access-control-allow-origin"),
    body: await response.json(),
  };
}

describe("certificates as Open Badges 3.0 credentials", () => {
  let merit: Certificate;
  let credential: Signed;

  it("answers a signed OpenBadgeCredential with the achievement, the name as issued and the issue date", async () => {
    const { certs } = await rankedHolder(teamEvent, "Ada Lovelace", 1);
    merit = certs.find((cert) => cert.kind === "merit")!;
    expect(merit).toBeDefined();
    await festival.api.db.query("UPDATE users SET name = 'Ada King' WHERE name = 'Ada Lovelace'");

    const reply = await fetchCredential(merit.id);
    expect(reply.status).toBe(200);
    expect(reply.cors).toBe("*");
    credential = reply.body;
    expect(credential.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(credential.issuer).toMatchObject({ id: ISSUER, name: "Codefest '20" });
    expect(credential.validFrom).toBe(merit.issued_at.replace(/\.\d{3}Z$/, "Z"));
    expect(credential.credentialSubject.name).toBe("Ada Lovelace");
    expect(credential.credentialSubject.achievement).toMatchObject({
      type: ["Achievement"],
      name: expect.stringMatching(/Merit.*Capture|Merit/),
      tag: expect.arrayContaining(["Codefest '20", "merit"]),
    });
    expect(credential.credentialSubject.result).toEqual([expect.objectContaining({ value: "1" })]);
    expect(credential.proof).toMatchObject({
      type: "DataIntegrityProof",
      cryptosuite: "eddsa-rdfc-2022",
      verificationMethod: expect.stringMatching(new RegExp(`^${ISSUER}#z6Mk`)),
    });
    expect(credential.credentialStatus).toMatchObject({
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListCredential: `${PUBLIC_API}/api/credentials/status/0`,
    });
  });

  it("is signed once and kept: a later fetch answers the same proof", async () => {
    const again = await fetchCredential(merit.id);
    expect(again.body.proof.proofValue).toBe(credential.proof.proofValue);
    const { rows } = await festival.api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM certificates WHERE credential IS NOT NULL",
    );
    expect(rows[0].n).toBe(1);
  });

  it("verifies with an independent verifier, offline: every context from the packages, only the issuer's URLs fetched", async () => {
    const result = await verifyIndependently(credential, origins());
    expect(result.errors).toEqual([]);
    expect(result.verified).toBe(true);
    expect(result.revoked).toBe(false);
    const fetched = result.lookups.filter((lookup) => !lookup.bundled).map((lookup) => lookup.url);
    expect(fetched.every((url) => url.startsWith(ISSUER) || url.startsWith(PUBLIC_API))).toBe(true);
    expect(result.lookups.some((lookup) => lookup.bundled)).toBe(true);
  });

  it("fails verification when the rank is changed", async () => {
    const tampered = structuredClone(credential);
    tampered.credentialSubject.result[0].value = "2";
    const result = await verifyIndependently(tampered, origins());
    expect(result.verified).toBe(false);
    expect(result.errors.join(" ")).toMatch(/Invalid signature/);
  });

  it("shows as revoked once the certificate is revoked, in a signed status list", async () => {
    const revoked = await festival.api.call("DELETE", `admin/certificates/${merit.id}/?reason=Disqualified`, {
      token: festival.boss.token,
    });
    expect(revoked.status).toBe(204);
    const result = await verifyIndependently(credential, origins());
    expect(result.verified).toBe(true);
    expect(result.revoked).toBe(true);

    const list = await fetch(`${festival.api.url}credentials/status/0`);
    expect(list.headers.get("access-control-allow-origin")).toBe("*");
    const body = (await list.json()) as Signed;
    expect(body.type).toContain("BitstringStatusListCredential");
    expect(body.issuer).toBe(ISSUER);
  });

  it("publishes the issuer's did:web document at the origin's root, readable cross-origin", async () => {
    const response = await fetch(`${origins()[PUBLIC_API]}/.well-known/did.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const did = (await response.json()) as Signed;
    expect(did.id).toBe(ISSUER);
    expect(did.assertionMethod).toEqual([credential.proof.verificationMethod]);
    expect(did.verificationMethod[0]).toMatchObject({ type: "Multikey", controller: ISSUER });
  });

  it("answers 404 for an unknown certificate and for a status list no certificate uses", async () => {
    expect((await fetchCredential("AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
    expect((await fetch(`${festival.api.url}credentials/status/7`)).status).toBe(404);
    // Lists whose indexes reach past a 32-bit integer (16,383 x 131,072 = 2^31 - 131,072) once answered 400.
    for (const list of [16382, 16383, 16384, 999999]) {
      const response = await fetch(`${festival.api.url}credentials/status/${list}`);
      expect([list, response.status, await response.json()]).toEqual([list, 404, { detail: "Not found." }]);
    }
  });
});

describe("Open Badges 3.0 conformance through the API (1EdTech's AchievementCredential schema)", () => {
  /** A credential as served, checked against the schema and by the independent verifier. */
  async function conforming(id: string) {
    const reply = await fetchCredential(id);
    expect(reply.status).toBe(200);
    expect(openBadgesSchemaErrors(reply.body)).toEqual([]);
    const verified = await verifyIndependently(reply.body, origins());
    expect(verified.errors).toEqual([]);
    return reply.body as Signed & { awardedDate: string };
  }

  it("holds for merit and participation credentials, and for the merit credential an amendment issues", async () => {
    const { holder, certs, teamId } = await rankedHolder(fourthTeamEvent, "Mary Somerville", 2);
    expect(certs.map((cert) => cert.kind).sort()).toEqual(["merit", "participation"]);
    for (const cert of certs) await conforming(cert.id);

    // The results corrected after publication: the rank-2 certificate is revoked, a rank-3 one issued.
    const amended = await festival.api.call("PUT", `admin/events/${festival.eventId[fourthTeamEvent]}/results/`, {
      token: festival.boss.token,
      body: { ranking: [{ team: teamId, rank: 3 }], participated: [] },
    });
    expect(amended.status).toBe(200);
    const published = await festival.api.call(
      "POST",
      `admin/events/${festival.eventId[fourthTeamEvent]}/results/publish/`,
      {
        token: festival.boss.token,
      },
    );
    expect(published.status).toBe(200);
    const after = (await festival.api.call<Certificate[]>("GET", "certificates/", { token: holder.token })).body;
    const issued = after.find((cert) => cert.kind === "merit" && !certs.some((before) => before.id === cert.id));
    expect(issued).toBeDefined();
    const credential = await conforming(issued!.id);
    expect(credential.credentialSubject.result).toEqual([expect.objectContaining({ value: "3" })]);
  });

  it("signs a kept credential that does not conform again on its next fetch; a copy fetched before still verifies", async () => {
    const { certs } = await rankedHolder(thirdTeamEvent, "Emmy Noether", 1);
    const merit = certs.find((cert) => cert.kind === "merit")!;
    // The credential as the server signed and kept it before the correction of the rank's result type.
    const { credentialKeys, apiPublicUrl, publicUrl } = credentialConfig({ CREDENTIAL_KEY: firstKey });
    const sameIssuer = await createIssuer(credentialKeys!, { apiPublicUrl, publicUrl });
    const row = await findCertificate(festival.api.db, merit.id);
    const before = await signedBeforeTheCorrection(sameIssuer, row!);
    await festival.api.db.query("UPDATE certificates SET credential = $2 WHERE id = $1", [
      merit.id,
      JSON.stringify(before),
    ]);
    expect((await verifyIndependently(before, origins())).verified).toBe(true);
    expect(openBadgesSchemaErrors(before)).not.toEqual([]);

    const after = await conforming(merit.id);
    expect(after.credentialSubject.achievement).toMatchObject({ resultDescription: [{ resultType: "Result" }] });
    expect(after.credentialStatus).toEqual(before.credentialStatus);
    expect(after.id).toBe(before.id);
    expect(after.awardedDate).toBe(before.validFrom);
    // The copy fetched before keeps a valid signature and the same status: revoking the certificate shows in both.
    const revoked = await festival.api.call("DELETE", `admin/certificates/${merit.id}/?reason=Copied`, {
      token: festival.boss.token,
    });
    expect(revoked.status).toBe(204);
    for (const copy of [before, after]) {
      await expect(verifyIndependently(copy, origins())).resolves.toMatchObject({ verified: true, revoked: true });
    }
    // Kept from then on: the next fetch answers the same version.
    expect((await fetchCredential(merit.id)).body.proof.proofValue).toBe(after.proof.proofValue);
  });
});

describe("key rotation", () => {
  it("keeps credentials signed with a retired key verifiable while CREDENTIAL_PREVIOUS_KEYS lists it", async () => {
    const { certs } = await rankedHolder(secondTeamEvent, "Grace Hopper", 2);
    const signed = (await fetchCredential(certs[0].id)).body;

    const rotated = await startHarness(
      credentialConfig({ CREDENTIAL_KEY: newPem(), CREDENTIAL_PREVIOUS_KEYS: firstKey }),
      undefined,
      { sameDatabaseAs: festival.api },
    );
    const forgotten = await startHarness(credentialConfig({ CREDENTIAL_KEY: newPem() }), undefined, {
      sameDatabaseAs: festival.api,
    });
    try {
      const at = (harness: Harness) => ({ [PUBLIC_API]: harness.url.replace(/\/api\/$/, "") });
      const kept = await verifyIndependently(signed, at(rotated));
      expect(kept.errors).toEqual([]);
      expect(kept.verified).toBe(true);
      expect((await verifyIndependently(signed, at(forgotten))).verified).toBe(false);
    } finally {
      await rotated.close();
      await forgotten.close();
    }
  });
});

describe("a server without CREDENTIAL_KEY", () => {
  it("answers 503 on the credential routes and keeps the rest working", async () => {
    const off = await startHarness({}, undefined, { sameDatabaseAs: festival.api });
    try {
      const [cert] = (await festival.api.call<Certificate[]>("GET", "certificates/", { token: festival.boss.token }))
        .body;
      const id = cert?.id ?? "AAAAAAAAAAAAAAAAAAAAAA";
      for (const path of [`certificates/${id}/credential`, "credentials/status/0"]) {
        expect((await off.call("GET", path)).status).toBe(503);
      }
      expect((await fetch(`${off.url.replace(/\/api\/$/, "")}/.well-known/did.json`)).status).toBe(503);
      expect((await off.call("GET", "events/")).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe("CREDENTIAL_KEY and CREDENTIAL_PREVIOUS_KEYS", () => {
  it("take PKCS#8 PEM (newlines escaped or not) and Multikey values; refuse anything else naming the variable", () => {
    const escaped = firstKey.replace(/\n/g, "\\n");
    expect(loadConfig({ CREDENTIAL_KEY: escaped }).credentialKeys?.current.d).toBeTruthy();
    expect(
      loadConfig({
        CREDENTIAL_KEY: firstKey,
        CREDENTIAL_PREVIOUS_KEYS: `${newPem()},z6MkiSS7p2MjSrQfoJaq7vb1qpDx2NbGEHh5aigE3AjCKex4`,
      }).credentialKeys?.previous,
    ).toHaveLength(2);
    expect(() => loadConfig({ CREDENTIAL_KEY: "not a key" })).toThrow(/CREDENTIAL_KEY/);
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ format: "pem", type: "pkcs8" });
    expect(() => loadConfig({ CREDENTIAL_KEY: rsa.toString() })).toThrow(/CREDENTIAL_KEY: not an Ed25519 key/);
    expect(() => loadConfig({ CREDENTIAL_KEY: firstKey, CREDENTIAL_PREVIOUS_KEYS: "zzz" })).toThrow(
      /CREDENTIAL_PREVIOUS_KEYS/,
    );
    expect(loadConfig({}).credentialKeys).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: "https://fest.example/app/" }).apiPublicUrl).toBe("https://fest.example");
  });
});
