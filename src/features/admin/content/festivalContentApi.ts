import {
  type FestivalPublish,
  type FestivalVersion,
  festivalVersionSchema,
  type VersionRow,
  versionRowSchema,
} from "../../../../contract/eventContent";
import { type Page, pageOf } from "../../../../contract/paging";
import { api } from "../../../api/api";
import { validatedQuery } from "../../../api/validatedQuery";

/** docs/API.md "Organisers' content": the festival's identity, its versions, a publish and a restore. */
export const festivalContentApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminFestival: build.query<FestivalVersion, void>({
      queryFn: validatedQuery(festivalVersionSchema, () => "admin/festival/"),
      providesTags: ["Admin"],
    }),
    festivalVersions: build.query<Page<VersionRow>, void>({
      queryFn: validatedQuery(pageOf(versionRowSchema), () => "admin/festival/versions/"),
      providesTags: ["Admin"],
    }),
    /** A new version; 409 when `base_version` is no longer the published one (nothing is overwritten). */
    publishFestival: build.mutation<FestivalVersion, FestivalPublish>({
      queryFn: validatedQuery(festivalVersionSchema, (body: FestivalPublish) => ({
        url: "admin/festival/",
        method: "PUT",
        body: { ...body },
      })),
      invalidatesTags: ["Admin", "Festival"],
    }),
    restoreFestivalVersion: build.mutation<FestivalVersion, { version: number; base: number | null }>({
      queryFn: validatedQuery(festivalVersionSchema, ({ version, base }: { version: number; base: number | null }) => ({
        url: `admin/festival/versions/${version}/restore/`,
        method: "POST",
        body: { base_version: base },
      })),
      invalidatesTags: ["Admin", "Festival"],
    }),
  }),
});

export const {
  useAdminFestivalQuery,
  useFestivalVersionsQuery,
  usePublishFestivalMutation,
  useRestoreFestivalVersionMutation,
} = festivalContentApi;
