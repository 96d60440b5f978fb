import { api } from "../../api/api";

export interface LoginRequest {
  id_token: string;
}

export interface RegisterRequest {
  id_token: string;
  first_name: string;
  last_name: string;
  applied_referral_code: string;
  g_recaptcha_response: string;
}

/** The name as typed is kept by the app (the profile step starts from it); register/ gets only its first two words. */
export type RegisterArgs = RegisterRequest & { full_name: string };

export interface SessionResponse {
  user_id: number;
  token: string;
  verification_status?: boolean;
  is_profile_complete?: boolean;
}

/** The API's answer for a provider account that has not registered yet. */
export const NO_SUCH_ACCOUNT = "No such account exists";

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<SessionResponse, LoginRequest>({
      query: (body) => ({ url: "login/", method: "POST", body: { ...body } }),
    }),
    register: build.mutation<SessionResponse, RegisterArgs>({
      query: ({ full_name: _kept, ...body }) => ({ url: "register/", method: "POST", body }),
    }),
    /** Ends every token of the user, this browser's included (docs/API.md "Sessions"). */
    logoutEverywhere: build.mutation<null, void>({
      query: () => ({ url: "logout/all/", method: "POST" }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutEverywhereMutation } = authApi;
