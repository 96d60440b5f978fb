import { mayHoldProviderSession } from "../firebase";
import type { IdentityProvider, ProviderUser } from "./identityTypes";

/** Signs in at the provider with the given step, then opens the app's session. */
export type SignIn = (getUser: (provider: IdentityProvider) => Promise<ProviderUser | null>) => Promise<void>;

type Loader = () => Promise<IdentityProvider>;

const loadFirebase: Loader = async () =>
  (await import(/* webpackChunkName: "firebase-identity" */ "./firebaseIdentity")).firebaseIdentity;

let loader: Loader = loadFirebase;
let loaded = false;

/** The identity provider, downloaded on first use (login, password and logout paths only). */
export function loadIdentityProvider(): Promise<IdentityProvider> {
  loaded = true;
  return loader();
}

/** Swaps the provider, e.g. for a fake in tests; returns a function that restores Firebase. */
export function setIdentityProviderLoader(next: Loader): () => void {
  loader = next;
  loaded = false;
  return () => {
    loader = loadFirebase;
    loaded = false;
  };
}

/** Whether this browser may hold a provider session, told without downloading the provider. */
export const mayHaveProviderSession = () => loaded || mayHoldProviderSession();

/**
 * Ends the provider session after a logout or an expired API session. Nothing to download when this
 * browser never held one; failures are ignored because the app's own session is already gone.
 */
export async function signOutOfProvider(): Promise<void> {
  if (!mayHaveProviderSession()) return;
  try {
    await (await loadIdentityProvider()).signOut();
  } catch {
    // The provider session simply lingers until its own expiry; the app no longer uses it.
  }
}
