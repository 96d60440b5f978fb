import * as z from "zod/mini";
import {
  type AdminAnnouncement,
  type Announcement,
  type AnnouncementCreate,
  type AnnouncementCreated,
  type AnnouncementPatch,
  type MailStatus,
  type NotificationPrefs,
  type NotificationPrefsUpdate,
  type RecipientCount,
  adminAnnouncementPageSchema,
  announcementCreatedSchema,
  announcementSchema,
  mailStatusSchema,
  notificationPrefsSchema,
  recipientCountSchema,
} from "../../../contract/announcements";
import type { Page } from "../../../contract/paging";
import { api } from "../../api/api";
import { validatedQuery } from "../../api/validatedQuery";

const announcementListSchema = z.array(announcementSchema);

/**
 * docs/API.md "Announcements and mail": the feed, the notification preferences and the console's announcements. A
 * 404 means a server without announcements (the original backend): every place that shows them hides itself then.
 */
export const announcementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The feed, newest first; with an event's slug, that event's only. */
    announcements: build.query<Announcement[], string | void>({
      queryFn: validatedQuery(announcementListSchema, (event: string | void) =>
        event ? { url: "announcements/", body: { event } } : "announcements/",
      ),
      providesTags: ["Announcements"],
    }),
    notificationPrefs: build.query<NotificationPrefs, void>({
      queryFn: validatedQuery(notificationPrefsSchema, () => "profile/notifications/"),
      providesTags: ["Notifications"],
    }),
    updateNotificationPrefs: build.mutation<NotificationPrefs, NotificationPrefsUpdate>({
      queryFn: validatedQuery(notificationPrefsSchema, (body: NotificationPrefsUpdate) => ({
        url: "profile/notifications/",
        method: "PUT",
        body: { ...body },
      })),
      invalidatesTags: ["Notifications"],
    }),
    adminAnnouncements: build.query<Page<AdminAnnouncement>, number>({
      queryFn: validatedQuery(adminAnnouncementPageSchema, (page: number) => ({
        url: "admin/announcements/",
        body: { page },
      })),
      providesTags: ["Announcements"],
    }),
    previewAnnouncement: build.mutation<RecipientCount, AnnouncementCreate>({
      queryFn: validatedQuery(recipientCountSchema, (body: AnnouncementCreate) => ({
        url: "admin/announcements/preview/",
        method: "POST",
        body: { ...body },
      })),
    }),
    testAnnouncement: build.mutation<RecipientCount, AnnouncementCreate>({
      queryFn: validatedQuery(recipientCountSchema, (body: AnnouncementCreate) => ({
        url: "admin/announcements/test/",
        method: "POST",
        body: { ...body },
      })),
    }),
    publishAnnouncement: build.mutation<AnnouncementCreated, AnnouncementCreate>({
      queryFn: validatedQuery(announcementCreatedSchema, (body: AnnouncementCreate) => ({
        url: "admin/announcements/",
        method: "POST",
        body: { ...body },
      })),
      invalidatesTags: ["Announcements", "Admin"],
    }),
    correctAnnouncement: build.mutation<null, { id: number } & AnnouncementPatch>({
      query: ({ id, ...patch }) => ({ url: `admin/announcements/${id}/`, method: "PATCH", body: patch }),
      invalidatesTags: ["Announcements", "Admin"],
    }),
    withdrawAnnouncement: build.mutation<null, number>({
      query: (id) => ({ url: `admin/announcements/${id}/`, method: "DELETE" }),
      invalidatesTags: ["Announcements", "Admin"],
    }),
    mailStatus: build.query<MailStatus, void>({
      queryFn: validatedQuery(mailStatusSchema, () => "admin/mail/"),
      providesTags: ["Admin"],
    }),
  }),
});

export const {
  useAnnouncementsQuery,
  useNotificationPrefsQuery,
  useUpdateNotificationPrefsMutation,
  useAdminAnnouncementsQuery,
  usePreviewAnnouncementMutation,
  useTestAnnouncementMutation,
  usePublishAnnouncementMutation,
  useCorrectAnnouncementMutation,
  useWithdrawAnnouncementMutation,
  useMailStatusQuery,
} = announcementsApi;
