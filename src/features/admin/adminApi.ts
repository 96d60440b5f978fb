import type { ZodMiniType } from "zod/mini";
import type {
  AdminResults,
  PublishResponse,
  ResultsPreview,
  ResultsUpdate,
  AdminAmbassador,
  AdminEvent,
  AdminSummary,
  AmbassadorCreate,
  AmbassadorPatch,
  Organiser,
  ConsoleFilter,
  ConsoleRow,
} from "../../../contract/admin";
import { adminEventSchema, adminSummarySchema } from "../../../contract/adminSummary";
import { CONSOLE_LIST_PLACES, type ConsoleListName } from "../../../contract/consoleLists";
import { pageOf, type Page } from "../../../contract/paging";
import type { ResultsUploadQuery } from "../../../contract/results";
import { api } from "../../api/api";
import type { ApiError, ApiRequest } from "../../api/baseQuery";
import { validatedQuery } from "../../api/validatedQuery";
import { saveFile } from "../../lib/saveFile";

/**
 * The console's other schemas, downloaded and evaluated with the first answer they check: the console's first view
 * (the overview) checks its answer against contract/adminSummary.ts alone, and builds none of the ~40 other schemas.
 */
const adminContract = () => import(/* webpackChunkName: "admin-contract" */ "../../../contract/admin");
type AdminContract = Awaited<ReturnType<typeof adminContract>>;
/** A schema of contract/admin.ts, imported when an answer is to be checked against it. */
const lazySchema =
  <Schema extends ZodMiniType>(pick: (contract: AdminContract) => Schema) =>
  () =>
    adminContract().then(pick);

/** A results file and how to read it (no query: rows `team,rank`). */
export interface CsvUpload {
  id: number;
  csv: string;
  query?: ResultsUploadQuery;
}

const uploadQuery = (query: ResultsUploadQuery | undefined) => {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length === 0 ? "" : `?${new URLSearchParams(entries).toString()}`;
};

/** Drops empty filters, so the query string carries only what the organiser chose. */
const query = (filter: object) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ""));

/** A console list and its filters (with `page`). */
interface ListArg {
  list: ConsoleListName;
  filter: Record<string, string | number>;
}

type Build = Parameters<Parameters<typeof api.injectEndpoints>[0]["endpoints"]>[0];

/**
 * The query of a console list declared in contract/admin.ts CONSOLE_LISTS: its filters (and page) as the query string,
 * the answer checked as a page of the list's rows. A new list needs only its line in `endpoints` below.
 */
const listQuery = <K extends ConsoleListName>(build: Build, name: K, tag: "Admin" | "Certificates" = "Admin") =>
  build.query<Page<ConsoleRow<K>>, ConsoleFilter<K>>({
    // The page of K's row schema (TypeScript does not follow `CONSOLE_LISTS[name]` to K's own row by itself).
    queryFn: validatedQuery(
      lazySchema(({ CONSOLE_LISTS }) => pageOf(CONSOLE_LISTS[name].row) as unknown as ZodMiniType<Page<ConsoleRow<K>>>),
      (filter: ConsoleFilter<K>) => ({
        url: CONSOLE_LIST_PLACES[name].path,
        body: query(filter),
      }),
    ),
    providesTags: [tag],
  });

/** docs/API.md "Organisers": every `admin/` call, each answer checked against contract/admin.ts. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminSummary: build.query<AdminSummary, void>({
      queryFn: validatedQuery(adminSummarySchema, () => "admin/summary/"),
      providesTags: ["Admin"],
    }),
    setRegistration: build.mutation<AdminEvent, { id: number; open: boolean }>({
      queryFn: validatedQuery(adminEventSchema, ({ id, open }: { id: number; open: boolean }) => ({
        url: `admin/events/${id}/`,
        method: "PATCH",
        body: { is_registration_on: open },
      })),
      invalidatesTags: ["Admin", "Events"],
    }),
    adminTeams: listQuery(build, "adminTeams"),
    /** Any console list, its rows checked against the list's row schema: what the plain list view shows. */
    consoleList: build.query<Page<Record<string, unknown>>, ListArg>({
      queryFn: (arg, queryApi, extra, baseQuery) =>
        validatedQuery(
          lazySchema(({ consoleListEntries }) => pageOf(consoleListEntries[arg.list].row)),
          ({ list, filter }: ListArg) => ({
            url: CONSOLE_LIST_PLACES[list].path,
            body: query(filter),
          }),
        )(arg, queryApi, extra, baseQuery),
      providesTags: ["Admin"],
    }),
    /** Also once the event's results are published (participants can no longer change its teams); audited. */
    removeTeamMember: build.mutation<null, { team: number; member: number }>({
      query: ({ team, member }) => ({ url: `admin/teams/${team}/members/${member}/`, method: "DELETE" }),
      invalidatesTags: ["Admin", "Events", "Teams", "Results"],
    }),
    adminParticipants: listQuery(build, "adminParticipants"),
    adminAmbassadors: build.query<AdminAmbassador[], void>({
      queryFn: validatedQuery(
        lazySchema((contract) => contract.adminAmbassadorListSchema),
        () => "admin/cas/",
      ),
      providesTags: ["Admin"],
    }),
    addAmbassador: build.mutation<AdminAmbassador, AmbassadorCreate>({
      queryFn: validatedQuery(
        lazySchema((contract) => contract.adminAmbassadorSchema),
        (body: AmbassadorCreate) => ({
          url: "admin/cas/",
          method: "POST",
          body: { ...body },
        }),
      ),
      invalidatesTags: ["Admin", "Ambassadors"],
    }),
    updateAmbassador: build.mutation<AdminAmbassador, { caid: string; patch: AmbassadorPatch }>({
      queryFn: validatedQuery(
        lazySchema((contract) => contract.adminAmbassadorSchema),
        ({ caid, patch }: { caid: string; patch: AmbassadorPatch }) => ({
          url: `admin/cas/${encodeURIComponent(caid)}/`,
          method: "PATCH",
          body: { ...patch },
        }),
      ),
      invalidatesTags: ["Admin", "Ambassadors"],
    }),
    deleteAmbassador: build.mutation<null, string>({
      query: (caid) => ({ url: `admin/cas/${encodeURIComponent(caid)}/`, method: "DELETE" }),
      invalidatesTags: ["Admin", "Ambassadors"],
    }),
    organisers: build.query<Organiser[], void>({
      queryFn: validatedQuery(
        lazySchema((contract) => contract.organiserListSchema),
        () => "admin/organisers/",
      ),
      providesTags: ["Admin"],
    }),
    /** The server answers every organiser after the grant (201), as `GET admin/organisers/` does. */
    grantOrganiser: build.mutation<Organiser[], string>({
      queryFn: validatedQuery(
        lazySchema((contract) => contract.organiserListSchema),
        (email: string) => ({
          url: "admin/organisers/",
          method: "POST",
          body: { email },
        }),
      ),
      invalidatesTags: ["Admin"],
    }),
    removeOrganiser: build.mutation<null, number>({
      query: (id) => ({ url: `admin/organisers/${id}/`, method: "DELETE" }),
      invalidatesTags: ["Admin"],
    }),
    audit: listQuery(build, "audit"),
    adminResults: build.query<AdminResults, number>({
      queryFn: validatedQuery(
        lazySchema((contract) => contract.adminResultsSchema),
        (id: number) => `admin/events/${id}/results/`,
      ),
      providesTags: ["Results"],
    }),
    saveResults: build.mutation<AdminResults, { id: number; results: ResultsUpdate }>({
      queryFn: validatedQuery(
        lazySchema((contract) => contract.adminResultsSchema),
        ({ id, results }: { id: number; results: ResultsUpdate }) => ({
          url: `admin/events/${id}/results/`,
          method: "PUT",
          body: { ...results },
        }),
      ),
      invalidatesTags: ["Results", "Admin"],
    }),
    /** What saving this CSV (`team,rank`, or a leaderboard keyed by member) would store and change; nothing is saved. */
    previewResultsCsv: build.mutation<ResultsPreview, CsvUpload>({
      queryFn: validatedQuery(
        lazySchema((contract) => contract.resultsPreviewSchema),
        ({ id, csv, query }: CsvUpload) => ({
          url: `admin/events/${id}/results/preview/${uploadQuery(query)}`,
          method: "POST",
          csv,
        }),
      ),
    }),
    /** Saves the draft (before publication) or the amendment (after) from a CSV file. */
    saveResultsCsv: build.mutation<AdminResults, CsvUpload>({
      queryFn: validatedQuery(
        lazySchema((contract) => contract.adminResultsSchema),
        ({ id, csv, query }: CsvUpload) => ({
          url: `admin/events/${id}/results/${uploadQuery(query)}`,
          method: "PUT",
          csv,
        }),
      ),
      invalidatesTags: ["Results", "Admin"],
    }),
    publishResults: build.mutation<PublishResponse, number>({
      queryFn: validatedQuery(
        lazySchema((contract) => contract.publishResponseSchema),
        (id: number) => ({
          url: `admin/events/${id}/results/publish/`,
          method: "POST",
        }),
      ),
      invalidatesTags: ["Results", "Admin", "Certificates"],
    }),
    adminCertificates: listQuery(build, "adminCertificates", "Certificates"),
    /** The teammate finder's reports (docs/API.md "Teammate finder"), and what organisers do about them; audited. */
    finderReports: listQuery(build, "adminFinderReports"),
    hideFinderListing: build.mutation<null, { listing: number; reason: string }>({
      query: ({ listing, reason }) => ({
        url: `admin/finder/listings/${listing}/hide/`,
        method: "POST",
        body: { reason },
      }),
      invalidatesTags: ["Admin", "Finder"],
    }),
    banFromFinder: build.mutation<null, { user: number; reason: string }>({
      query: (body) => ({ url: "admin/finder/bans/", method: "POST", body: { ...body } }),
      invalidatesTags: ["Admin", "Finder"],
    }),
    unbanFromFinder: build.mutation<null, { user: number }>({
      query: ({ user }) => ({ url: `admin/finder/bans/${user}/`, method: "DELETE" }),
      invalidatesTags: ["Admin", "Finder"],
    }),
    dismissFinderReport: build.mutation<null, { report: number }>({
      query: ({ report }) => ({ url: `admin/finder/reports/${report}/dismiss/`, method: "POST" }),
      invalidatesTags: ["Admin"],
    }),
    revokeCertificate: build.mutation<null, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `admin/certificates/${encodeURIComponent(id)}/`,
        method: "DELETE",
        body: { reason },
      }),
      invalidatesTags: ["Certificates", "Admin"],
    }),
    /**
     * `admin/teams/export/` saved as a file: through the base query like every call (token, time limit, 401, error
     * messages); the bytes go straight to the download, a byte-order mark kept, and never into the store.
     */
    /** A CSV export saved as a file, through the base query: the session's token, its statuses and messages. */
    exportCsv: build.mutation<null, { path: CsvExportPath; query: Record<string, unknown>; fileName: string }>({
      queryFn: async ({ path, query: filters, fileName }, _api, _extra, baseQuery) => {
        const request: ApiRequest = { url: path, body: query(filters), download: "text/csv" };
        const result = await baseQuery(request);
        if (result.error) return { error: result.error as ApiError };
        // The bytes as sent: the byte-order mark tells a spreadsheet the file is UTF-8.
        const bytes = await (result.data as Blob).arrayBuffer();
        saveFile(new Blob([bytes], { type: "text/csv;charset=utf-8" }), fileName);
        return { data: null };
      },
    }),
  }),
});

/** The console's CSV exports (docs/API.md). */
export type CsvExportPath = "admin/teams/export/" | "admin/participants/export/" | "admin/stats/export/";

export const {
  useAdminResultsQuery,
  useSaveResultsMutation,
  usePreviewResultsCsvMutation,
  useSaveResultsCsvMutation,
  usePublishResultsMutation,
  useAdminCertificatesQuery,
  useRevokeCertificateMutation,
  useFinderReportsQuery,
  useHideFinderListingMutation,
  useBanFromFinderMutation,
  useUnbanFromFinderMutation,
  useDismissFinderReportMutation,
  useAdminSummaryQuery,
  useSetRegistrationMutation,
  useAdminTeamsQuery,
  useRemoveTeamMemberMutation,
  useAdminParticipantsQuery,
  useAdminAmbassadorsQuery,
  useAddAmbassadorMutation,
  useUpdateAmbassadorMutation,
  useDeleteAmbassadorMutation,
  useOrganisersQuery,
  useGrantOrganiserMutation,
  useRemoveOrganiserMutation,
  useAuditQuery,
  useExportCsvMutation,
  useConsoleListQuery,
} = adminApi;
