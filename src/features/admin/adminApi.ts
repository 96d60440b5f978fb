import {
  adminCertificatePageSchema,
  adminResultsSchema,
  publishResponseSchema,
  resultsPreviewSchema,
  type AdminCertificate,
  type AdminResults,
  type PublishResponse,
  type ResultsPreview,
  type ResultsUpdate,
  adminAmbassadorListSchema,
  adminAmbassadorSchema,
  adminEventSchema,
  adminParticipantPageSchema,
  adminSummarySchema,
  adminTeamPageSchema,
  auditPageSchema,
  organiserListSchema,
  type AdminAmbassador,
  type AdminEvent,
  type AdminParticipant,
  type AdminSummary,
  type AdminTeam,
  type AmbassadorCreate,
  type AmbassadorPatch,
  type AuditEntry,
  type Organiser,
} from "../../../contract/admin";
import type { Page } from "../../../contract/paging";
import type { ResultsUploadQuery } from "../../../contract/results";
import { api } from "../../api/api";
import type { ApiError, ApiRequest } from "../../api/baseQuery";
import { validatedQuery } from "../../api/validatedQuery";
import { saveFile } from "../../lib/saveFile";

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

export interface TeamFilter {
  event?: string;
  search?: string;
  page: number;
}

export interface ParticipantFilter {
  search?: string;
  verified?: boolean;
  complete?: boolean;
  page: number;
}

export interface AuditFilter {
  /** One of AUDIT_ACTIONS, or "" for all. */
  action?: string;
  /** Part of the e-mail of who made the change. */
  actor?: string;
  page: number;
}

/** Drops empty filters, so the query string carries only what the organiser chose. */
const query = (filter: object) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ""));

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
    adminTeams: build.query<Page<AdminTeam>, TeamFilter>({
      queryFn: validatedQuery(adminTeamPageSchema, (filter: TeamFilter) => ({
        url: "admin/teams/",
        body: query(filter),
      })),
      providesTags: ["Admin"],
    }),
    /** Also once the event's results are published (participants can no longer change its teams); audited. */
    removeTeamMember: build.mutation<null, { team: number; member: number }>({
      query: ({ team, member }) => ({ url: `admin/teams/${team}/members/${member}/`, method: "DELETE" }),
      invalidatesTags: ["Admin", "Events", "Teams", "Results"],
    }),
    adminParticipants: build.query<Page<AdminParticipant>, ParticipantFilter>({
      queryFn: validatedQuery(adminParticipantPageSchema, (filter: ParticipantFilter) => ({
        url: "admin/participants/",
        body: query(filter),
      })),
      providesTags: ["Admin"],
    }),
    adminAmbassadors: build.query<AdminAmbassador[], void>({
      queryFn: validatedQuery(adminAmbassadorListSchema, () => "admin/cas/"),
      providesTags: ["Admin"],
    }),
    addAmbassador: build.mutation<AdminAmbassador, AmbassadorCreate>({
      queryFn: validatedQuery(adminAmbassadorSchema, (body: AmbassadorCreate) => ({
        url: "admin/cas/",
        method: "POST",
        body: { ...body },
      })),
      invalidatesTags: ["Admin", "Ambassadors"],
    }),
    updateAmbassador: build.mutation<AdminAmbassador, { caid: string; patch: AmbassadorPatch }>({
      queryFn: validatedQuery(adminAmbassadorSchema, ({ caid, patch }: { caid: string; patch: AmbassadorPatch }) => ({
        url: `admin/cas/${encodeURIComponent(caid)}/`,
        method: "PATCH",
        body: { ...patch },
      })),
      invalidatesTags: ["Admin", "Ambassadors"],
    }),
    deleteAmbassador: build.mutation<null, string>({
      query: (caid) => ({ url: `admin/cas/${encodeURIComponent(caid)}/`, method: "DELETE" }),
      invalidatesTags: ["Admin", "Ambassadors"],
    }),
    organisers: build.query<Organiser[], void>({
      queryFn: validatedQuery(organiserListSchema, () => "admin/organisers/"),
      providesTags: ["Admin"],
    }),
    /** The server answers every organiser after the grant (201), as `GET admin/organisers/` does. */
    grantOrganiser: build.mutation<Organiser[], string>({
      queryFn: validatedQuery(organiserListSchema, (email: string) => ({
        url: "admin/organisers/",
        method: "POST",
        body: { email },
      })),
      invalidatesTags: ["Admin"],
    }),
    removeOrganiser: build.mutation<null, number>({
      query: (id) => ({ url: `admin/organisers/${id}/`, method: "DELETE" }),
      invalidatesTags: ["Admin"],
    }),
    audit: build.query<Page<AuditEntry>, AuditFilter>({
      queryFn: validatedQuery(auditPageSchema, (filter: AuditFilter) => ({ url: "admin/audit/", body: query(filter) })),
      providesTags: ["Admin"],
    }),
    adminResults: build.query<AdminResults, number>({
      queryFn: validatedQuery(adminResultsSchema, (id: number) => `admin/events/${id}/results/`),
      providesTags: ["Results"],
    }),
    saveResults: build.mutation<AdminResults, { id: number; results: ResultsUpdate }>({
      queryFn: validatedQuery(adminResultsSchema, ({ id, results }: { id: number; results: ResultsUpdate }) => ({
        url: `admin/events/${id}/results/`,
        method: "PUT",
        body: { ...results },
      })),
      invalidatesTags: ["Results", "Admin"],
    }),
    /** What saving this CSV (`team,rank`, or a leaderboard keyed by member) would store and change; nothing is saved. */
    previewResultsCsv: build.mutation<ResultsPreview, CsvUpload>({
      queryFn: validatedQuery(resultsPreviewSchema, ({ id, csv, query }: CsvUpload) => ({
        url: `admin/events/${id}/results/preview/${uploadQuery(query)}`,
        method: "POST",
        csv,
      })),
    }),
    /** Saves the draft (before publication) or the amendment (after) from a CSV file. */
    saveResultsCsv: build.mutation<AdminResults, CsvUpload>({
      queryFn: validatedQuery(adminResultsSchema, ({ id, csv, query }: CsvUpload) => ({
        url: `admin/events/${id}/results/${uploadQuery(query)}`,
        method: "PUT",
        csv,
      })),
      invalidatesTags: ["Results", "Admin"],
    }),
    publishResults: build.mutation<PublishResponse, number>({
      queryFn: validatedQuery(publishResponseSchema, (id: number) => ({
        url: `admin/events/${id}/results/publish/`,
        method: "POST",
      })),
      invalidatesTags: ["Results", "Admin", "Certificates"],
    }),
    adminCertificates: build.query<Page<AdminCertificate>, { event?: string; search?: string; page: number }>({
      queryFn: validatedQuery(
        adminCertificatePageSchema,
        (filter: { event?: string; search?: string; page: number }) => ({
          url: "admin/certificates/",
          body: query(filter),
        }),
      ),
      providesTags: ["Certificates"],
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
export type CsvExportPath = "admin/teams/export/" | "admin/participants/export/";

export const {
  useAdminResultsQuery,
  useSaveResultsMutation,
  usePreviewResultsCsvMutation,
  useSaveResultsCsvMutation,
  usePublishResultsMutation,
  useAdminCertificatesQuery,
  useRevokeCertificateMutation,
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
} = adminApi;
