import * as z from "zod/mini";
import {
  type Announcement,
  type NotificationPrefs,
  type NotificationPrefsUpdate,
  announcementSchema,
  notificationPrefsSchema,
} from "../../../contract/announcements";
import { api } from "../../api/api";
import { validatedQuery } from "../../api/validatedQuery";

const announcementListSchema = z.array(announcementSchema);

/**
 * docs/API.md "Announcements and mail", the participants' side: the feed and the notification preferences (the
 * console's endpoints are in src/features/admin/adminAnnouncementsApi.ts). A 404 means a server without announcements
 * (the original backend): every place that shows them hides itself then.
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
  }),
});

export const { useAnnouncementsQuery, useNotificationPrefsQuery, useUpdateNotificationPrefsMutation } =
  announcementsApi;
