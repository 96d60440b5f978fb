import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { bundledContextLoader, BUNDLED_CONTEXTS } from "../../../contract/credentialContexts";
import { MULTIKEY_V1_CONTEXT } from "../../../contract/credentials";
import type { MessageDescriptor } from "../../i18n/translate";

/** What the verification page checked of a credential, each step with its outcome. */
export interface CredentialCheck {
  signature: "valid" | "invalid";
  /** undefined: the status list could not be read or its own proof failed. */
  revoked: boolean | undefined;
  issuer: string;
  key: string | undefined;
  /** What this page found wrong while looking up the issuer's keys, for the page to say in its language. */
  problems: MessageDescriptor[];
}

/** A problem found while looking the issuer's keys up: said by the page (its message), thrown to stop the check. */
class LookupProblem extends Error {
  constructor(readonly said: MessageDescriptor) {
    super(said.key);
  }
}

/**
 * did:web:host[%3Aport][:path] → its DID document's URL: https, except on this machine (the development server
 * answers plain http on its own port).
 */
export function didWebDocumentUrl(did: string): string {
  const [host, ...path] = did.slice("did:web:".length).split(":").map(decodeURIComponent);
  const local = /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host);
  const base = `${local ? "http" : "https"}://${host}`;
  return path.length ? `${base}/${path.join("/")}/did.json` : `${base}/.well-known/did.json`;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok)
    throw new LookupProblem({ key: "credential.problem.answered", values: { url, status: response.status } });
  return response.json();
}

async function loadDocument(url: string) {
  if (BUNDLED_CONTEXTS.has(url)) return bundledContextLoader(url);
  if (url.startsWith("did:web:")) {
    const [did] = url.split("#");
    const document = (await fetchJson(didWebDocumentUrl(did))) as {
      id: string;
      verificationMethod?: Array<{ id: string }>;
    };
    if (document.id !== did) throw new LookupProblem({ key: "credential.problem.otherDid" });
    if (url === did) return { contextUrl: null, documentUrl: url, document };
    const method = document.verificationMethod?.find((candidate) => candidate.id === url);
    if (!method) throw new LookupProblem({ key: "credential.problem.unknownKey" });
    return { contextUrl: null, documentUrl: url, document: { "@context": MULTIKEY_V1_CONTEXT, ...method } };
  }
  if (/^https?:\/\//.test(url)) return { contextUrl: null, documentUrl: url, document: await fetchJson(url) };
  throw new LookupProblem({ key: "credential.problem.notLookedUp", values: { url } });
}

/** Checks the proof (against the issuer's did:web keys) and the revocation status list, in this browser. */
export async function checkCredential(credential: {
  issuer: { id: string } | string;
  proof?: { verificationMethod?: string };
}): Promise<CredentialCheck> {
  const suite = new DataIntegrityProof({ cryptosuite });
  // The verifier wraps what the loader throws in its own (English) errors: the loader's problems are kept here.
  const problems: MessageDescriptor[] = [];
  const documentLoader = (url: string) =>
    loadDocument(url).catch((error: unknown) => {
      if (error instanceof LookupProblem) problems.push(error.said);
      throw error;
    });
  const result = await vc.verifyCredential({
    credential,
    suite,
    documentLoader,
    checkStatus: (options) => checkStatus({ ...options, suite, verifyBitstringStatusListCredential: true }),
  });
  const status = result.statusResult?.results?.[0];
  return {
    signature: result.verified || (result.results?.[0]?.verified ?? false) ? "valid" : "invalid",
    revoked: status?.verified ? status.status : undefined,
    issuer: typeof credential.issuer === "string" ? credential.issuer : credential.issuer.id,
    key: credential.proof?.verificationMethod,
    problems,
  };
}
