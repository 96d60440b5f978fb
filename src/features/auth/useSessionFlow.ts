import type { SerializedError } from "@reduxjs/toolkit";
import { useCallback } from "react";
import type { ApiError } from "../../api/baseQuery";
import type { FieldErrors } from "../../api/errorMessage";
import type { IdentityProvider, ProviderUser } from "../../lib/identity/identityTypes";
import { getRecaptchaToken } from "../../lib/recaptcha";
import { showErrorToast } from "../../lib/toast";
import { isNoSuchAccount, useLoginMutation, useRegisterMutation } from "./authApi";
import { splitFullName } from "./splitFullName";

export type SignInOutcome = "signed-in" | "register" | "failed";

export interface RegistrationDetails {
  fullName: string;
  referralCode: string;
}

function asApiError(error: ApiError | SerializedError | undefined): ApiError {
  if (error && "fields" in error) return error;
  return { status: "error.unknown", message: error?.message ?? "", fields: {} };
}

/**
 * The app's side of signing in (docs/PRODUCT.md "Sign-in, registration, session"): trade the provider's ID token
 * for the API's session, or register when the API does not know the account yet. The auth slice stores
 * the session and the /login guard moves on to the right page.
 */
export function useSessionFlow() {
  const [login] = useLoginMutation();
  const [register] = useRegisterMutation();

  const finishSignIn = useCallback(
    async (user: ProviderUser): Promise<SignInOutcome> => {
      const result = await login({ id_token: user.idToken });
      if (!("error" in result)) return "signed-in";
      const error = asApiError(result.error);
      if (isNoSuchAccount(error)) return "register";
      showErrorToast(error.message);
      return "failed";
    },
    [login],
  );

  /** Registers the signed-in provider user; resolves to the API's field errors when it refuses. */
  const registerAccount = useCallback(
    async (provider: IdentityProvider, details: RegistrationDetails): Promise<FieldErrors | null> => {
      const [idToken, botCheck] = await Promise.all([provider.getIdToken(), getRecaptchaToken("register")]);
      const result = await register({
        id_token: idToken,
        ...splitFullName(details.fullName),
        full_name: details.fullName.trim().replace(/\s+/g, " "),
        applied_referral_code: details.referralCode.trim(),
        g_recaptcha_response: botCheck,
      });
      // The store's listener already shows the API's message as a toast.
      return "error" in result ? asApiError(result.error).fields : null;
    },
    [register],
  );

  return { finishSignIn, registerAccount };
}
