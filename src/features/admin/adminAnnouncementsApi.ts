import {
  type AdminAnnouncement,
  type AnnouncementCreate,
  type AnnouncementCreated,
  type AnnouncementPatch,
  type MailStatus,
  type RecipientCount,
  adminAnnouncementPageSchema,
  announcementCreatedSchema,
  mailStatusSchema,
  recipientCountSchema,
} from "../../../contract/announcements";
import type { Page } from "../../../contract/paging";
import { api } from "../../api/api";
import { validatedQuery } from "../../api/validatedQuery";

/**
 * docs/API.md "Announcements and mail", the organisers' side: compose, publish, correct and withdraw announcements,
 * and the mail queue's state. The participants' feed and preferences are the announcements feature's. A 404 means a
 * server without announcements (the original backend): the console's view says so.
 */
export const adminAnnouncementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminAnnouncements: build.query<Page<AdminAnnouncement>, number>({
      queryFn: validatedQuery(adminAnnouncementPageSchema, (page: number) => ({
        url: "admin/announcements/",
        body: { page },
      })),
      providesTags: ["Announcements"],
    }),
    /** How many people the announcement would reach; nothing is published. */
    previewAnnouncement: build.mutation<RecipientCount, AnnouncementCreate>({
      queryFn: validatedQuery(recipientCountSchema, (body: AnnouncementCreate) => ({
        url: "admin/announcements/preview/",
        method: "POST",
        body: { ...body },
      })),
    }),
    /** The announcement's e-mail to the organiser alone. */
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
  useAdminAnnouncementsQuery,
  usePreviewAnnouncementMutation,
  useTestAnnouncementMutation,
  usePublishAnnouncementMutation,
  useCorrectAnnouncementMutation,
  useWithdrawAnnouncementMutation,
  useMailStatusQuery,
} = adminAnnouncementsApi;
