import { loadIdentityProvider, mayHaveProviderSession } from "./identity/identityProvider";

export type VerificationOutcome = "verified" | "not-yet" | "no-provider-session";

let running: Promise<VerificationOutcome> | null = null;

/**
 * Finds out whether the e-mail has been verified since sign-in. The API learns it only from an ID token posted to
 * `login/`, and the provider's token says "unverified" until it is renewed: so the provider is asked again, and a
 * renewed token goes to `login/` (`postToken`). One check at a time; a second caller shares the running one.
 */
export function checkVerification(postToken: (idToken: string) => Promise<void>): Promise<VerificationOutcome> {
  running ??= (async (): Promise<VerificationOutcome> => {
    if (!mayHaveProviderSession()) return "no-provider-session";
    const result = await (await loadIdentityProvider()).refreshVerification();
    if (!result) return "no-provider-session";
    if (!result.verified) return "not-yet";
    await postToken(result.idToken);
    return "verified";
  })().finally(() => {
    running = null;
  });
  return running;
}
