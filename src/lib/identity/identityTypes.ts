/** What the app needs from a provider sign-in: a fresh ID token for the API and a name to suggest. */
export interface ProviderUser {
  idToken: string;
  displayName: string;
}

export type SocialProvider = "google" | "github";

/** A phone sign-in waiting for the code sent by SMS. */
export interface PhoneChallenge {
  confirm(code: string): Promise<ProviderUser>;
}

/**
 * The identity provider as the sign-in flow sees it. The app uses Firebase Authentication
 * (firebaseIdentity.ts); tests pass a fake.
 */
export interface IdentityProvider {
  signInWithEmail(email: string, password: string): Promise<ProviderUser>;
  /** Creates an e-mail and password account and sends its verification e-mail. */
  createAccount(email: string, password: string): Promise<ProviderUser>;
  sendSignInLink(email: string, continueUrl: string): Promise<void>;
  completeSignInLink(email: string, url: string): Promise<ProviderUser>;
  startPhoneSignIn(phoneNumber: string, botCheckContainer: HTMLElement): Promise<PhoneChallenge>;
  /** A pop-up; when the browser blocks it, the provider's page opens in this tab (see completeSocialRedirect). */
  signInWithSocial(provider: SocialProvider): Promise<ProviderUser>;
  /** The sign-in that came back from the provider's page in this tab, if any. */
  completeSocialRedirect(): Promise<ProviderUser | null>;
  getIdToken(): Promise<string>;
  /** Sends the signed-in user's verification e-mail again; resolves false without a provider user. */
  sendVerificationEmail(): Promise<boolean>;
  /**
   * Asks the provider again whether the e-mail is verified and, when it is, returns a new ID token that says so
   * (the old one still says unverified until it expires); null without a provider user.
   */
  refreshVerification(): Promise<{ verified: boolean; idToken: string } | null>;
  /** "password" (also e-mail link), "google.com", "github.com", "phone", or null without a provider session. */
  currentProviderId(): Promise<string | null>;
  currentEmail(): Promise<string | null>;
  /**
   * Re-authenticates, sets the new password and answers a fresh ID token: the provider revokes the older ones, and
   * the API ends the sessions issued before, so the app signs in again with this one.
   */
  changePassword(email: string, currentPassword: string, newPassword: string): Promise<string>;
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
}
