import type { LoginRequest, LoginResponse, RegisterRequest } from "../../../contract/auth";
import { api } from "../../api/api";

/** The name as typed is kept by the app (the profile step starts from it); register/ gets only its first two words. */
export type RegisterArgs = RegisterRequest & { full_name: string };

/**
 * What login/ and register/ answer (contract/auth.ts): the session always, the profile and verification states only
 * from this server (the original 2020 backend leaves them out).
 */
export type SessionResponse = Pick<LoginResponse, "user_id" | "token"> & Partial<LoginResponse>;

/**
 * login/'s answer for a provider account that has not registered yet, told by its form and never by its words (which
 * follow the language): a 400 with an object-level error (`non_field_errors`) and none under `id_token`. This server
 * and the original backend both answer so; a refused ID token is a field error of `id_token` here (docs/API.md).
 */
export function isNoSuchAccount(error: { httpStatus?: number; fields: Record<string, string[]> }): boolean {
  return error.httpStatus === 400 && "non_field_errors" in error.fields && !("id_token" in error.fields);
}

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
