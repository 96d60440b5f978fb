import type { Metrics } from "../lib/metrics";
import type { AccountState, IdentityVerifier } from "./identity";

const LOOKUP_RESULTS: Record<AccountState["kind"], string> = {
  active: "active",
  missing: "missing",
  disabled: "disabled",
  unknown: "failed",
};

/**
 * The same verifier, counted: every ID token checked (valid or invalid) and every account looked up at the identity
 * provider (active, missing, disabled, or failed when the provider could not be asked).
 */
export function countedIdentity(identity: IdentityVerifier, metrics: Metrics): IdentityVerifier {
  const { lookup } = identity;
  return {
    async verify(idToken) {
      const found = await identity.verify(idToken);
      metrics.identityTokenChecks.inc({ result: found ? "valid" : "invalid" });
      return found;
    },
    lookup: lookup
      ? async (uid) => {
          const state = await lookup(uid);
          metrics.identityLookups.inc({ result: LOOKUP_RESULTS[state.kind] });
          return state;
        }
      : undefined,
    close: () => identity.close(),
  };
}
