import {
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  getRedirectResult,
  GithubAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  RecaptchaVerifier,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPhoneNumber,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  updatePassword,
  type User,
  type UserCredential,
} from "firebase/auth";
import { getFirebaseAuth } from "../firebase";
import type { IdentityProvider, ProviderUser } from "./identityTypes";
import { markSocialRedirectPending } from "./socialRedirect";

async function toProviderUser({ user }: UserCredential): Promise<ProviderUser> {
  return { idToken: await user.getIdToken(), displayName: user.displayName ?? "" };
}

async function currentUser(): Promise<User | null> {
  return (await getFirebaseAuth()).currentUser;
}

const socialProviders = {
  google: () => new GoogleAuthProvider(),
  github: () => new GithubAuthProvider(),
};

/** IdentityProvider backed by Firebase Authentication (loaded lazily through identityProvider.ts). */
export const firebaseIdentity: IdentityProvider = {
  async signInWithEmail(email, password) {
    return toProviderUser(await signInWithEmailAndPassword(await getFirebaseAuth(), email, password));
  },
  async createAccount(email, password) {
    const credential = await createUserWithEmailAndPassword(await getFirebaseAuth(), email, password);
    await sendEmailVerification(credential.user);
    return toProviderUser(credential);
  },
  async sendSignInLink(email, continueUrl) {
    await sendSignInLinkToEmail(await getFirebaseAuth(), email, { url: continueUrl, handleCodeInApp: true });
  },
  async completeSignInLink(email, url) {
    return toProviderUser(await signInWithEmailLink(await getFirebaseAuth(), email, url));
  },
  async startPhoneSignIn(phoneNumber, botCheckContainer) {
    const auth = await getFirebaseAuth();
    const verifier = new RecaptchaVerifier(auth, botCheckContainer, { size: "invisible" });
    try {
      const confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
      return { confirm: async (code) => toProviderUser(await confirmation.confirm(code)) };
    } finally {
      verifier.clear();
    }
  },
  async signInWithSocial(provider) {
    const auth = await getFirebaseAuth();
    try {
      return await toProviderUser(await signInWithPopup(auth, socialProviders[provider]()));
    } catch (error) {
      if ((error as { code?: string }).code !== "auth/popup-blocked") throw error;
      markSocialRedirectPending();
      await signInWithRedirect(auth, socialProviders[provider]());
      // The tab is leaving for the provider's page; the login page finishes the sign-in on return.
      return new Promise<never>(() => undefined);
    }
  },
  async completeSocialRedirect() {
    const result = await getRedirectResult(await getFirebaseAuth());
    return result ? toProviderUser(result) : null;
  },
  async getIdToken() {
    const user = await currentUser();
    if (!user) throw Object.assign(new Error("Not signed in"), { code: "auth/requires-recent-login" });
    return user.getIdToken();
  },
  async sendVerificationEmail() {
    const user = await currentUser();
    if (!user) return false;
    await sendEmailVerification(user);
    return true;
  },
  async refreshVerification() {
    const user = await currentUser();
    if (!user) return null;
    await user.reload();
    if (!user.emailVerified) return { verified: false, idToken: "" };
    return { verified: true, idToken: await user.getIdToken(true) };
  },
  async currentProviderId() {
    const user = await currentUser();
    return user?.providerData[0]?.providerId ?? null;
  },
  async currentEmail() {
    return (await currentUser())?.email ?? null;
  },
  async changePassword(email, currentPassword, newPassword) {
    const auth = await getFirebaseAuth();
    const credential = EmailAuthProvider.credential(email, currentPassword);
    const user = auth.currentUser;
    // After a reload the provider may hold no user: signing in with the same credential re-authenticates too.
    const { user: signedIn } = user
      ? await reauthenticateWithCredential(user, credential)
      : await signInWithCredential(auth, credential);
    await updatePassword(signedIn, newPassword);
    // The provider answered the change with new tokens for this user.
    return signedIn.getIdToken();
  },
  async sendPasswordReset(email) {
    await sendPasswordResetEmail(await getFirebaseAuth(), email);
  },
  async signOut() {
    await signOut(await getFirebaseAuth());
  },
};
