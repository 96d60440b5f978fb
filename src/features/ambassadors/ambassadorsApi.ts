import type { Ambassador } from "../../../contract/rankings";
import { api } from "../../api/api";

export const ambassadorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAmbassadors: build.query<Ambassador[], void>({
      query: () => "cas/",
      providesTags: ["Ambassadors"],
    }),
  }),
});

export const { useGetAmbassadorsQuery } = ambassadorsApi;
