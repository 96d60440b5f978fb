import * as vc from "@digitalbazaar/vc";
import { bundledContextLoader } from "../../../contract/credentialContexts";
import { type CredentialSource, type Issuer, openBadgeCredential } from "../../../server/src/services/credentials";

/**
 * A certificate's credential as the server signed it before the rank's result type was corrected (`RankOrder`, which
 * Open Badges 3.0 does not define, and no `awardedDate`), signed with the issuer's current key as it signed then.
 */
export async function signedBeforeTheCorrection(issuer: Issuer, source: CredentialSource) {
  const { awardedDate: _awarded, ...credential } = openBadgeCredential(issuer, source);
  for (const description of credential.credentialSubject.achievement.resultDescription ?? []) {
    description.resultType = "RankOrder";
  }
  const method = issuer.didDocument.verificationMethod[0];
  const documentLoader = async (url: string) =>
    url === method.id
      ? {
          contextUrl: null,
          documentUrl: url,
          document: { "@context": "https://w3id.org/security/multikey/v1", ...method },
        }
      : bundledContextLoader(url);
  return (await vc.issue({ credential, suite: issuer.suite, documentLoader })) as Record<string, unknown> & {
    validFrom: string;
  };
}
