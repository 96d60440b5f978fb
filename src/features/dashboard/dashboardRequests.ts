import type { Announcement } from "../../../contract/announcements";
import type { Profile } from "../../../contract/profile";
import { keptAnswer, noteAnswerSource } from "../../api/keptAnswers";
import type { Withheld } from "../../api/optionalRead";
import type { AppDispatch, RootState } from "../../app/hooks";
import { selectToken } from "../auth/authSlice";
import { certificatesApi, type MyCertificatesAnswer } from "../certificates/certificatesApi";
import { type EventsAnswer, eventsApi } from "../events/eventsApi";
import { profileApi } from "../profile/profileApi";

/**
 * The dashboard opened in a fresh tab asks for what it shows while its code (and MUI's) is still arriving, instead of
 * once it has rendered: the profile and the events with the participant's teams and schedule, with exactly the
 * arguments the page's hooks use (RTK Query then answers them from the same cache entries;
 * `test/integration/dashboard/firstRequests.test.tsx` counts them). Without a session nothing is asked (the login page
 * comes instead). Certificates and announcements are not asked here: the original 2020 backend answers them 404, and
 * RTK Query asks a failed read again when the page subscribes, which would log that 404 twice.
 *
 * On a revisit the device's copy of this session's answers (src/api/keptAnswers.ts: profile, teams, certificates,
 * announcements) is put on screen at once, marked
 * with its time, and the server is asked for fresh ones behind it (certificates too: a kept copy means the server
 * has them; the announcements likewise). `test/integration/dashboard/keptAtOnce.test.tsx` checks it. The
 * announcements' code (their API and schemas) is imported only for a kept copy, beside the rest: a first visit
 * evaluates it when their section comes near (src/ui/ShownOnApproach.tsx), not in this chunk's task at start-up.
 */
export async function startDashboardRequests(dispatch: AppDispatch, getState: () => RootState): Promise<void> {
  const token = selectToken(getState());
  if (!token) return;
  const profile = keptAnswer(token, "profile/");
  const events = keptAnswer(token, "events/");
  const certificates = keptAnswer(token, "certificates/");
  const announcements = keptAnswer(token, "announcements/");
  const keptNews =
    announcements &&
    import("../announcements/announcementsApi")
      .then(async ({ announcementsApi }) => {
        await dispatch(
          announcementsApi.util.upsertQueryData(
            "announcements",
            undefined,
            announcements.data as Announcement[] | Withheld,
          ),
        );
        return announcementsApi;
      })
      // Their code could not be downloaded (offline): their section says so when it comes.
      .catch(() => null);
  await Promise.all([
    profile && dispatch(profileApi.util.upsertQueryData("getProfile", undefined, profile.data as Profile)),
    events && dispatch(eventsApi.util.upsertQueryData("getEvents", undefined, events.data as EventsAnswer)),
    certificates &&
      dispatch(
        certificatesApi.util.upsertQueryData("myCertificates", undefined, certificates.data as MyCertificatesAnswer),
      ),
  ]);
  for (const [url, copy] of [
    ["profile/", profile],
    ["events/", events],
    ["certificates/", certificates],
    ["announcements/", announcements],
  ] as const) {
    if (copy) noteAnswerSource(url, copy.savedAt, true);
  }
  dispatch(profileApi.util.prefetch("getProfile", undefined, { force: profile !== null }));
  dispatch(eventsApi.util.prefetch("getEvents", undefined, { force: events !== null }));
  if (certificates) dispatch(certificatesApi.util.prefetch("myCertificates", undefined, { force: true }));
  const announcementsApi = await keptNews;
  if (announcementsApi) dispatch(announcementsApi.util.prefetch("announcements", undefined, { force: true }));
}
