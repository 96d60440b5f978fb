import type { HandleField } from "../../../contract/rules";
import { api } from "../../api/api";
import type { Gender, InstituteType } from "../../content/profileOptions";

/** The participant's profile (docs/API.md). */
export interface Profile {
  id: number;
  name: string;
  email: string;
  institute_name: string;
  study_year: number | null;
  degree: string;
  branch: string;
  country: string;
  institute_type: InstituteType | null;
  phone: string;
  gender: Gender | null;
  is_profile_complete: boolean;
  referral_code: string;
  referral_count: number;
  provider: string;
  is_verified: boolean;
  /** Absent from the 2020 backend: nobody is an organiser there. */
  is_organiser?: boolean;
}

export type ProfileUpdate = Pick<
  Profile,
  "name" | "institute_name" | "study_year" | "degree" | "branch" | "country" | "institute_type" | "phone" | "gender"
>;

export { HANDLE_FIELDS } from "../../../contract/rules";

export type Handles = Record<HandleField, string | null>;

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
