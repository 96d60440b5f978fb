import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { bundledContextLoader, BUNDLED_CONTEXTS } from "../../../contract/credentialContexts";
import { MULTIKEY_V1_CONTEXT } from "../../../contract/credentials";

/** What the verification page checked of a credential, each step with its outcome. */
export interface CredentialCheck {
  signature: "valid" | "invalid";
  /** undefined: the status list could not be read or its own proof failed. */
  revoked: boolean | undefined;
  issuer: string;
  key: string | undefined;
  problems: string[];
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
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

async function documentLoader(url: string) {
  if (BUNDLED_CONTEXTS.has(url)) return bundledContextLoader(url);
  if (url.startsWith("did:web:")) {
    const [did] = url.split("#");
    const document = (await fetchJson(didWebDocumentUrl(did))) as {
      id: string;
      verificationMethod?: Array<{ id: string }>;
    };
    if (document.id !== did) throw new Error("The issuer's DID document names another DID.");
    if (url === did) return { contextUrl: null, documentUrl: url, document };
    const method = document.verificationMethod?.find((candidate) => candidate.id === url);
    if (!method) throw new Error("The signing key is not among the issuer's published keys.");
    return { contextUrl: null, documentUrl: url, document: { "@context": MULTIKEY_V1_CONTEXT, ...method } };
  }
  if (/^https?:\/\//.test(url)) return { contextUrl: null, documentUrl: url, document: await fetchJson(url) };
  throw new Error(`Not looked up: ${url}`);
}

/** Checks the proof (against the issuer's did:web keys) and the revocation status list, in this browser. */
export async function checkCredential(credential: {
  issuer: { id: string } | string;
  proof?: { verificationMethod?: string };
}): Promise<CredentialCheck> {
  const suite = new DataIntegrityProof({ cryptosuite });
  const result = await vc.verifyCredential({
    credential,
    suite,
    documentLoader,
    checkStatus: (options) => checkStatus({ ...options, suite, verifyBitstringStatusListCredential: true }),
  });
  const problems = (result.error?.errors ?? (result.error ? [result.error] : [])).map((error) =>
    String(error.message ?? error),
  );
  const status = result.statusResult?.results?.[0];
  return {
    signature: result.verified || (result.results?.[0]?.verified ?? false) ? "valid" : "invalid",
    revoked: status?.verified ? status.status : undefined,
    issuer: typeof credential.issuer === "string" ? credential.issuer : credential.issuer.id,
    key: credential.proof?.verificationMethod,
    problems,
  };
}
