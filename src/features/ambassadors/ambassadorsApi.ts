import { api } from "../../api/api";

export interface AmbassadorEntry {
  caid: string;
  name: string;
  institute_name: string;
  points: number;
  last_updated: string;
}

export const ambassadorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAmbassadors: build.query<AmbassadorEntry[], void>({
      query: () => "cas/",
      providesTags: ["Ambassadors"],
    }),
  }),
});

export const { useGetAmbassadorsQuery } = ambassadorsApi;
