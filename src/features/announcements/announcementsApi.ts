import * as z from "zod/mini";
import {
  type Announcement,
  type NotificationPrefs,
  type NotificationPrefsUpdate,
  announcementSchema,
  notificationPrefsSchema,
} from "../../../contract/announcements";
import { api } from "../../api/api";
import { optionalRead, refetchUnlessWithheld, type ReadOptions, type Withheld } from "../../api/optionalRead";
import { validatedQuery } from "../../api/validatedQuery";

const announcementListSchema = z.array(announcementSchema);

/**
 * docs/API.md "Announcements and mail", the participants' side: the feed and the notification preferences (the
 * console's endpoints are in src/features/admin/adminAnnouncementsApi.ts). A server without announcements (the
 * original backend) answers the feed with a 404: `Withheld`, kept like an answer, and every place that shows the feed
 * hides itself.
 */
export const announcementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The feed, newest first; with an event's slug, that event's only. */
    announcements: build.query<Announcement[] | Withheld, string | void>({
      queryFn: optionalRead<Announcement[], string | void>(
        (event) => (event ? { url: "announcements/", body: { event } } : "announcements/"),
        { newEndpoint: true, schema: announcementListSchema },
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

export const { useNotificationPrefsQuery, useUpdateNotificationPrefsMutation } = announcementsApi;

/**
 * The feed for a component (the dashboard's, an event page's): once `Withheld`, not asked again when the network
 * returns or the tab regains focus, whatever refetches the reader asks for while the server answers.
 */
export function useAnnouncementsQuery(event?: string, options: ReadOptions = {}) {
  const known = announcementsApi.endpoints.announcements.useQueryState(event);
  return announcementsApi.useAnnouncementsQuery(event, refetchUnlessWithheld(known.data, options));
}
