import type { AccountLanguage } from "../../../contract/accountLanguage";
import type { Handles, Profile, ProfileUpdate } from "../../../contract/profile";
import { api } from "../../api/api";

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => "profile/",
      providesTags: ["Profile"],
    }),
    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (body) => ({ url: "profile/", method: "PUT", body: { ...body } }),
      invalidatesTags: ["Profile", "Events"],
    }),
    getHandles: build.query<Handles, void>({
      query: () => "profile/handles/",
      providesTags: ["Handles"],
    }),
    updateHandles: build.mutation<Handles, Handles>({
      query: (body) => ({ url: "profile/handles/", method: "PUT", body: { ...body } }),
      invalidatesTags: ["Handles"],
    }),
    /**
     * Keeps the language chosen in the app on the account, so mail follows it (docs/API.md "Languages"). Absent from
     * the original backend: its 404 (or a 401) changes nothing and says nothing; the device keeps the choice.
     */
    saveAccountLanguage: build.mutation<unknown, AccountLanguage>({
      query: (language) => ({ url: "profile/language/", method: "PUT", body: { language }, keepsSession: true }),
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useGetHandlesQuery, useUpdateHandlesMutation } =
  profileApi;
