import * as z from "zod/mini";
import { type AdminEvent, adminEventSchema } from "../../../../contract/admin";
import {
  type EventCreate,
  type EventPublish,
  type EventVersion,
  eventVersionSchema,
  type VersionRow,
  versionRowSchema,
} from "../../../../contract/eventContent";
import { type Page, pageOf } from "../../../../contract/paging";
import { api } from "../../../api/api";
import { validatedQuery } from "../../../api/validatedQuery";

const eventContentSchema = z.object({ event: adminEventSchema, version: z.nullable(eventVersionSchema) });
export type EventContentAnswer = z.infer<typeof eventContentSchema>;

/** docs/API.md "Organisers' content": an event's texts, their versions, new and hidden events. */
export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    eventContent: build.query<EventContentAnswer, number>({
      queryFn: validatedQuery(eventContentSchema, (id: number) => `admin/events/${id}/content/`),
      providesTags: ["Admin"],
    }),
    eventVersions: build.query<Page<VersionRow>, number>({
      queryFn: validatedQuery(pageOf(versionRowSchema), (id: number) => `admin/events/${id}/content/versions/`),
      providesTags: ["Admin"],
    }),
    /** A new version; 409 when `base_version` is no longer the published one (nothing is overwritten). */
    publishEventContent: build.mutation<EventVersion, { id: number; body: EventPublish }>({
      queryFn: validatedQuery(eventVersionSchema, ({ id, body }: { id: number; body: EventPublish }) => ({
        url: `admin/events/${id}/content/`,
        method: "PUT",
        body: { ...body },
      })),
      invalidatesTags: ["Admin", "Events"],
    }),
    restoreEventVersion: build.mutation<EventVersion, { id: number; version: number; base: number | null }>({
      queryFn: validatedQuery(
        eventVersionSchema,
        ({ id, version, base }: { id: number; version: number; base: number | null }) => ({
          url: `admin/events/${id}/content/versions/${version}/restore/`,
          method: "POST",
          body: { base_version: base },
        }),
      ),
      invalidatesTags: ["Admin", "Events"],
    }),
    createEvent: build.mutation<AdminEvent, EventCreate>({
      queryFn: validatedQuery(adminEventSchema, (body: EventCreate) => ({
        url: "admin/events/",
        method: "POST",
        body: { ...body },
      })),
      invalidatesTags: ["Admin", "Events"],
    }),
    setHidden: build.mutation<AdminEvent, { id: number; hidden: boolean }>({
      queryFn: validatedQuery(adminEventSchema, ({ id, hidden }: { id: number; hidden: boolean }) => ({
        url: `admin/events/${id}/`,
        method: "PATCH",
        body: { hidden },
      })),
      invalidatesTags: ["Admin", "Events"],
    }),
  }),
});

export const {
  useEventContentQuery,
  useEventVersionsQuery,
  usePublishEventContentMutation,
  useRestoreEventVersionMutation,
  useCreateEventMutation,
  useSetHiddenMutation,
} = contentApi;
