import type {
  IdentityProvider,
  PhoneChallenge,
  ProviderUser,
  SocialProvider,
} from "../../../src/lib/identity/identityTypes";
import { markSocialRedirectPending } from "../../../src/lib/identity/socialRedirect";

interface Person {
  email: string;
  password?: string;
  displayName: string;
  providerId: string;
}

const providerError = (code: string) => Object.assign(new Error(code), { code });

export const SMS_CODE = "123456";

/**
 * An identity provider that behaves like Firebase for the app's purposes, in memory: people sign in with
 * e-mail and password, links, phone codes or social accounts; each person has one stable ID token.
 */
export class FakeIdentityProvider implements IdentityProvider {
  readonly people = new Map<string, Person>();
  readonly calls: string[] = [];
  readonly sentLinks: Array<{ email: string; continueUrl: string }> = [];
  readonly resetEmails: string[] = [];
  readonly verificationEmails: string[] = [];
  /** E-mail addresses whose verification link has been opened (anywhere: another tab, another device). */
  readonly verifiedEmails = new Set<string>();
  current: Person | null = null;
  socialAccounts: Record<SocialProvider, Person> = {
    google: { email: "ada@example.org", displayName: "Ada Byron Lovelace", providerId: "google.com" },
    github: { email: "grace@example.org", displayName: "Grace Hopper", providerId: "github.com" },
  };
  /** Like a browser blocking pop-ups: social sign-in leaves for the provider's page in this tab. */
  popupBlocked = false;
  private redirectedTo: SocialProvider | null = null;
  /** Lets a test hold a call open to see what the page does meanwhile. */
  gate: Promise<void> = Promise.resolve();

  static idTokenOf(email: string): string {
    return `id-token:${email}`;
  }

  addPasswordUser(email: string, password: string, displayName = ""): void {
    this.people.set(email, { email, password, displayName, providerId: "password" });
  }

  private async signInAs(person: Person): Promise<ProviderUser> {
    await this.gate;
    this.current = person;
    return { idToken: FakeIdentityProvider.idTokenOf(person.email), displayName: person.displayName };
  }

  async signInWithEmail(email: string, password: string) {
    this.calls.push(`signInWithEmail ${email}`);
    const person = this.people.get(email);
    if (!person || person.password !== password) throw providerError("auth/invalid-credential");
    return this.signInAs(person);
  }

  async createAccount(email: string, password: string) {
    this.calls.push(`createAccount ${email}`);
    if (this.people.has(email)) throw providerError("auth/email-already-in-use");
    if (password.length < 6) throw providerError("auth/weak-password");
    this.addPasswordUser(email, password);
    this.calls.push(`sendEmailVerification ${email}`);
    return this.signInAs(this.people.get(email) as Person);
  }

  async sendSignInLink(email: string, continueUrl: string) {
    this.calls.push(`sendSignInLink ${email}`);
    this.sentLinks.push({ email, continueUrl });
  }

  async completeSignInLink(email: string, url: string) {
    this.calls.push(`completeSignInLink ${email} ${url}`);
    if (!new URL(url).searchParams.get("oobCode")) throw providerError("auth/invalid-action-code");
    const person = this.people.get(email) ?? { email, displayName: "", providerId: "password" };
    this.people.set(email, person);
    return this.signInAs(person);
  }

  async startPhoneSignIn(phoneNumber: string): Promise<PhoneChallenge> {
    this.calls.push(`startPhoneSignIn ${phoneNumber}`);
    if (!/^\+\d{9,15}$/.test(phoneNumber)) throw providerError("auth/invalid-phone-number");
    return {
      confirm: async (code) => {
        if (code !== SMS_CODE) throw providerError("auth/invalid-verification-code");
        return this.signInAs({ email: phoneNumber, displayName: "", providerId: "phone" });
      },
    };
  }

  async signInWithSocial(provider: SocialProvider): Promise<ProviderUser> {
    this.calls.push(`signInWithSocial ${provider}`);
    if (!this.popupBlocked) return this.signInAs(this.socialAccounts[provider]);
    markSocialRedirectPending();
    this.redirectedTo = provider;
    return new Promise<never>(() => undefined);
  }

  async completeSocialRedirect() {
    this.calls.push("completeSocialRedirect");
    const provider = this.redirectedTo;
    this.redirectedTo = null;
    return provider ? this.signInAs(this.socialAccounts[provider]) : null;
  }

  async getIdToken() {
    if (!this.current) throw providerError("auth/requires-recent-login");
    return FakeIdentityProvider.idTokenOf(this.current.email);
  }

  async sendVerificationEmail() {
    if (!this.current) return false;
    this.calls.push(`sendEmailVerification ${this.current.email}`);
    this.verificationEmails.push(this.current.email);
    return true;
  }

  async refreshVerification() {
    if (!this.current) return null;
    this.calls.push("refreshVerification");
    const verified = this.verifiedEmails.has(this.current.email);
    return { verified, idToken: verified ? FakeIdentityProvider.idTokenOf(this.current.email) : "" };
  }

  async currentProviderId() {
    return this.current?.providerId ?? null;
  }

  async currentEmail() {
    return this.current?.providerId === "phone" ? null : (this.current?.email ?? null);
  }

  async changePassword(email: string, currentPassword: string, newPassword: string) {
    this.calls.push(`changePassword ${email}`);
    const person = this.people.get(email);
    if (!person || person.password !== currentPassword) throw providerError("auth/wrong-password");
    if (newPassword.length < 6) throw providerError("auth/weak-password");
    person.password = newPassword;
    return FakeIdentityProvider.idTokenOf(email);
  }

  async sendPasswordReset(email: string) {
    this.calls.push(`sendPasswordReset ${email}`);
    if (!this.people.has(email)) throw providerError("auth/user-not-found");
    this.resetEmails.push(email);
  }

  async signOut() {
    this.calls.push("signOut");
    this.current = null;
  }
}
