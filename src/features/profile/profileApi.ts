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
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useGetHandlesQuery, useUpdateHandlesMutation } =
  profileApi;
