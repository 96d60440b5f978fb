import { loadIdentityProvider, mayHaveProviderSession } from "./identity/identityProvider";

export type ResendOutcome = "sent" | "no-provider-session";

/**
 * Asks the identity provider to send the verification e-mail again. The provider is loaded only now, never with the
 * page; without a provider session in this browser there is no one to send it for.
 */
export async function resendVerificationEmail(): Promise<ResendOutcome> {
  if (!mayHaveProviderSession()) return "no-provider-session";
  const sent = await (await loadIdentityProvider()).sendVerificationEmail();
  return sent ? "sent" : "no-provider-session";
}
