import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { createCredential, createList } from "@digitalbazaar/vc-bitstring-status-list";
import type { CertificateKind } from "../../../contract/certificates";
import { bundledContextLoader } from "../../../contract/credentialContexts";
import {
  credentialPath,
  DID_V1_CONTEXT,
  MULTIKEY_V1_CONTEXT,
  OB_V3_CONTEXT,
  STATUS_LIST_LENGTH,
  statusListPath,
  statusPosition,
  VC_V2_CONTEXT,
  type DidDocument,
} from "../../../contract/credentials";
import type { CredentialKeys } from "../config";
import type { CertificateRow } from "../repos/certificates";
import { isoTime } from "./certificates";

/** What a server without a signing key (`CREDENTIAL_KEY` unset) answers where a credential is asked for (503). */
export const CREDENTIALS_OFF = "Verifiable credentials are not enabled on this server.";

/** The festival as a credential issuer: its did:web, its signing key and the URLs its credentials name. */
export interface Issuer {
  did: string;
  /** The verification method of the signing key (`did:web:...#z6Mk...`). */
  keyId: string;
  /** `https://host/api/`: where credentials and status lists are served. */
  apiBase: string;
  /** The site (verification pages, events). */
  siteUrl: string;
  didDocument: DidDocument;
  suite: unknown;
  /** Told of every document signed (the operators' metrics). */
  onSign?: (document: SignedDocument) => void;
}

/** What the key signs: a certificate's credential (or its new version), or a status list. */
export type SignedDocument = "certificate" | "status_list";

/** did:web of an origin: the host, with the port's colon percent-encoded (https://host:8443 is did:web:host%3A8443). */
export function didWebOf(origin: string): string {
  return `did:web:${encodeURIComponent(new URL(origin).host)}`;
}

/** Seconds precision, as the credentials data model's dateTimeStamp examples use. */
const xsdTime = (value: Date | string) => isoTime(value).replace(/\.\d{3}Z$/, "Z");

export async function createIssuer(
  keys: CredentialKeys,
  { apiPublicUrl, publicUrl, onSign }: { apiPublicUrl: string; publicUrl: string; onSign?: Issuer["onSign"] },
): Promise<Issuer> {
  const did = didWebOf(apiPublicUrl);
  const signing = await Ed25519Multikey.fromJwk({ jwk: keys.current, secretKey: true, controller: did });
  const keyId = `${did}#${signing.publicKeyMultibase}`;
  signing.id = keyId;
  const retired = await Promise.all(
    keys.previous.map(async (key) =>
      "publicKeyMultibase" in key
        ? key.publicKeyMultibase
        : (await Ed25519Multikey.fromJwk({ jwk: key })).publicKeyMultibase,
    ),
  );
  const multibases = [...new Set([signing.publicKeyMultibase, ...retired])];
  const methods = multibases.map((publicKeyMultibase) => ({
    id: `${did}#${publicKeyMultibase}`,
    type: "Multikey" as const,
    controller: did,
    publicKeyMultibase,
  }));
  return {
    did,
    keyId,
    apiBase: `${new URL(apiPublicUrl).origin}/api/`,
    siteUrl: publicUrl.replace(/\/+$/, ""),
    didDocument: {
      "@context": [DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT],
      id: did,
      verificationMethod: methods,
      assertionMethod: methods.map((method) => method.id),
    },
    suite: new DataIntegrityProof({ signer: signing.signer(), cryptosuite }),
    onSign,
  };
}

/**
 * Signing resolves only the bundled contexts and the issuer's own key (the proof names it); nothing goes to the
 * network.
 */
function issuingLoader(issuer: Issuer) {
  return async (url: string) => {
    const method = issuer.didDocument.verificationMethod.find((candidate) => candidate.id === url);
    if (method) return { contextUrl: null, documentUrl: url, document: { "@context": MULTIKEY_V1_CONTEXT, ...method } };
    if (url === issuer.did) return { contextUrl: null, documentUrl: url, document: issuer.didDocument };
    return bundledContextLoader(url);
  };
}

/** What a credential says of a certificate: its row, whatever its revocation (the status list carries that). */
export type CredentialSource = Omit<CertificateRow, "revoked_at" | "revoked_reason">;

/**
 * The result type of the rank on a certificate of merit: Open Badges 3.0's `Result`, the generic term of its ResultType
 * vocabulary, since a place among teams is no score, grade, level, rubric or status (docs/credentials.md).
 */
export const RANK_RESULT_TYPE = "Result";

/** What credentials signed before said instead, a term OB 3.0 does not define (nor as an `ext:` extension). */
const RETIRED_RESULT_TYPE = "RankOrder";

const KIND_TITLES: Record<CertificateKind, string> = {
  participation: "Certificate of Participation",
  merit: "Certificate of Merit",
};

/** The certificate as an Open Badges 3.0 OpenBadgeCredential, before its proof. */
export function openBadgeCredential(issuer: Issuer, row: CredentialSource) {
  const eventUrl = `${issuer.siteUrl}/events/${encodeURIComponent(row.event_slug)}`;
  const achievementId = `${eventUrl}#${row.kind}`;
  const rankDescriptionId = `${achievementId}-rank`;
  const title = `${KIND_TITLES[row.kind]}: ${row.event_name}, ${row.edition}`;
  const { list, bit } = statusPosition(row.status_index);
  const statusList = issuer.apiBase + statusListPath(list);
  const profile = { id: issuer.did, type: ["Profile"], name: row.edition, url: issuer.siteUrl };
  return {
    "@context": [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: issuer.apiBase + credentialPath(row.id),
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    issuer: profile,
    validFrom: xsdTime(row.issued_at),
    awardedDate: xsdTime(row.issued_at),
    name: title,
    credentialSubject: {
      type: ["AchievementSubject"],
      name: row.holder_name,
      identifier: [{ type: "IdentityObject", identityType: "name", hashed: false, identityHash: row.holder_name }],
      achievement: {
        id: achievementId,
        type: ["Achievement"],
        achievementType: row.kind === "merit" ? "Award" : "Certificate",
        name: title,
        description:
          row.kind === "merit"
            ? `Ranked ${row.rank} in ${row.event_name} at ${row.edition}.`
            : `Took part in ${row.event_name} at ${row.edition}.`,
        criteria: {
          narrative:
            row.kind === "merit"
              ? `Awarded to the members of the teams ranked in the top places of ${row.event_name} when its results were published.`
              : `Awarded to every member of a team in the published results of ${row.event_name}.`,
        },
        tag: [row.edition, row.event_name, row.kind],
        creator: profile,
        ...(row.kind === "merit"
          ? {
              resultDescription: [
                { id: rankDescriptionId, type: ["ResultDescription"], name: "Rank", resultType: RANK_RESULT_TYPE },
              ],
            }
          : {}),
      },
      ...(row.kind === "merit" && row.rank !== null
        ? { result: [{ type: ["Result"], resultDescription: rankDescriptionId, value: String(row.rank) }] }
        : {}),
    },
    credentialStatus: {
      id: `${statusList}#${bit}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(bit),
      statusListCredential: statusList,
    },
  };
}

/** Signs a credential (an `openBadgeCredential`, or a new version of a stored one) with the issuer's current key. */
async function signCredential(issuer: Issuer, credential: object, document: SignedDocument): Promise<object> {
  const signed = await vc.issue({ credential, suite: issuer.suite, documentLoader: issuingLoader(issuer) });
  issuer.onSign?.(document);
  return signed;
}

export async function signCertificate(issuer: Issuer, row: CredentialSource) {
  return signCredential(issuer, openBadgeCredential(issuer, row), "certificate");
}

/** What this file reads of a stored credential to tell whether it still conforms. */
interface StoredCredential {
  validFrom: string;
  awardedDate?: string;
  proof?: unknown;
  credentialSubject: { achievement: { resultDescription?: Array<{ resultType?: string }> } };
}

/**
 * A new version of a stored credential that does not conform to Open Badges 3.0 (its rank's result type is the retired
 * `RankOrder`), or null when it conforms. The version is the same document (id, holder, achievement, rank and status
 * entry) with the result type corrected; `validFrom` is the time of signing, by which OB 3.0 tells a credential's
 * versions apart, and `awardedDate` keeps the date it was awarded. It is signed with the current key; copies of the
 * earlier version keep their own valid proof.
 */
export async function reissuedCredential(issuer: Issuer, stored: object): Promise<object | null> {
  const { proof: _proof, ...document } = structuredClone(stored) as StoredCredential & Record<string, unknown>;
  const retired =
    document.credentialSubject.achievement.resultDescription?.filter(
      (description) => description.resultType === RETIRED_RESULT_TYPE,
    ) ?? [];
  if (retired.length === 0) return null;
  for (const description of retired) description.resultType = RANK_RESULT_TYPE;
  document.awardedDate = document.awardedDate ?? document.validFrom;
  document.validFrom = xsdTime(new Date());
  return signCredential(issuer, document, "certificate");
}

/** The signed BitstringStatusListCredential of one list: the bits of its revoked certificates set. */
export async function signStatusList(issuer: Issuer, list: number, revokedBits: number[]) {
  const bits = await createList({ length: STATUS_LIST_LENGTH });
  for (const bit of revokedBits) bits.setStatus(bit, true);
  const id = issuer.apiBase + statusListPath(list);
  const unsigned = await createCredential({ id, list: bits, statusPurpose: "revocation" });
  return signCredential(issuer, { ...unsigned, issuer: issuer.did, validFrom: xsdTime(new Date()) }, "status_list");
}
