import * as z from "zod/mini";

/**
 * Open Badges 3.0 credentials (issue 29): every certificate is also an `OpenBadgeCredential` signed with a Data
 * Integrity proof (eddsa-rdfc-2022), revocable through a Bitstring Status List. docs/credentials.md has the design.
 */

export const VC_V2_CONTEXT = "https://www.w3.org/ns/credentials/v2";
export const OB_V3_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";
export const DID_V1_CONTEXT = "https://www.w3.org/ns/did/v1";
export const MULTIKEY_V1_CONTEXT = "https://w3id.org/security/multikey/v1";

/** Bits in one status list: 16 KiB, the minimum the Bitstring Status List recommends for herd privacy. */
export const STATUS_LIST_LENGTH = 131_072;

/** Which list, and which bit of it, a certificate's status index names. */
export const statusPosition = (index: number) => ({
  list: Math.floor(index / STATUS_LIST_LENGTH),
  bit: index % STATUS_LIST_LENGTH,
});

/** The public paths of the credential routes, under the API's `/api/` (each readable cross-origin). */
export const credentialPath = (certificateId: string) => `certificates/${certificateId}/credential`;
export const statusListPath = (list: number) => `credentials/status/${list}`;

const proof = z.looseObject({
  type: z.literal("DataIntegrityProof"),
  cryptosuite: z.string(),
  verificationMethod: z.string(),
  proofPurpose: z.string(),
  proofValue: z.string(),
});

/** `GET certificates/{id}/credential`: the signed credential (only the fields the app reads are checked here). */
export const openBadgeCredentialSchema = z.looseObject({
  "@context": z.array(z.string()),
  id: z.string(),
  type: z.array(z.string()),
  issuer: z.looseObject({ id: z.string(), name: z.string() }),
  validFrom: z.string(),
  name: z.string(),
  credentialSubject: z.looseObject({
    name: z.string(),
    achievement: z.looseObject({ id: z.string(), name: z.string() }),
  }),
  credentialStatus: z.looseObject({
    type: z.literal("BitstringStatusListEntry"),
    statusListIndex: z.string(),
    statusListCredential: z.string(),
  }),
  proof,
});

/** `GET credentials/status/{list}`: a signed BitstringStatusListCredential. */
export const statusListCredentialSchema = z.looseObject({
  "@context": z.array(z.string()),
  id: z.string(),
  type: z.array(z.string()),
  issuer: z.string(),
  validFrom: z.string(),
  credentialSubject: z.looseObject({ encodedList: z.string(), statusPurpose: z.literal("revocation") }),
  proof,
});

/** `/.well-known/did.json`: the issuer's did:web document, the current key first, then the retired ones. */
export const didDocumentSchema = z.looseObject({
  "@context": z.array(z.string()),
  id: z.string(),
  verificationMethod: z.array(
    z.object({ id: z.string(), type: z.literal("Multikey"), controller: z.string(), publicKeyMultibase: z.string() }),
  ),
  assertionMethod: z.array(z.string()),
});

export type OpenBadgeCredential = z.infer<typeof openBadgeCredentialSchema>;
export type DidDocument = z.infer<typeof didDocumentSchema>;
