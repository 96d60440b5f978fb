import type { LoginRequest, LoginResponse, RegisterRequest } from "../../../contract/auth";
import { api } from "../../api/api";

/** The name as typed is kept by the app (the profile step starts from it); register/ gets only its first two words. */
export type RegisterArgs = RegisterRequest & { full_name: string };

/**
 * What login/ and register/ answer (contract/auth.ts): the session always, the profile and verification states only
 * from this server (the original 2020 backend leaves them out).
 */
export type SessionResponse = Pick<LoginResponse, "user_id" | "token"> & Partial<LoginResponse>;

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
