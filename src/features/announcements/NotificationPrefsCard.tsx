import { FormControlLabel, FormGroup, Switch, Typography } from "@mui/material";
import type { NotificationCategory, NotificationPrefs } from "../../../contract/announcements";
import type { MessageKey } from "../../i18n/catalogues";
import { useT } from "../../i18n/useT";
import { showSuccessToast } from "../../lib/toast";
import FeatureSection from "../../ui/FeatureSection";
import { useNotificationPrefsQuery, useUpdateNotificationPrefsMutation } from "./announcementsApi";

const LABELS: Record<NotificationCategory, { label: MessageKey; on: MessageKey; off: MessageKey }> = {
  announcements: {
    label: "dashboard.announcements.prefs.announcements",
    on: "dashboard.announcements.prefs.announcementsOn",
    off: "dashboard.announcements.prefs.announcementsOff",
  },
  reminders: {
    label: "dashboard.announcements.prefs.reminders",
    on: "dashboard.announcements.prefs.remindersOn",
    off: "dashboard.announcements.prefs.remindersOff",
  },
  team: {
    label: "dashboard.announcements.prefs.team",
    on: "dashboard.announcements.prefs.teamOn",
    off: "dashboard.announcements.prefs.teamOff",
  },
  finder: {
    label: "dashboard.announcements.prefs.finder",
    on: "dashboard.announcements.prefs.finderOn",
    off: "dashboard.announcements.prefs.finderOff",
  },
};
const CATEGORIES = Object.keys(LABELS) as NotificationCategory[];

/**
 * Which optional e-mails the participant gets. Results and account mail always go. A 404 means a server without
 * mail (the original 2020 backend): no card then. A refused change shows the error toast every mutation does.
 */
export default function NotificationPrefsCard() {
  const t = useT();
  const read = useNotificationPrefsQuery();
  const { data } = read;
  const [update, { isLoading: saving }] = useUpdateNotificationPrefsMutation();

  async function toggle(category: NotificationCategory, value: boolean) {
    const change: Partial<NotificationPrefs> = { [category]: value };
    const result = await update(change);
    if (!("error" in result)) showSuccessToast(t(value ? LABELS[category].on : LABELS[category].off));
  }

  return (
    <FeatureSection
      headingId="notifications-heading"
      title={t("dashboard.announcements.prefs.title")}
      read={read}
      loading={t("dashboard.announcements.prefs.loading")}
      failed={t("dashboard.announcements.prefs.failed")}
    >
      {data && (
        <>
          <FormGroup>
            {/* A category the server does not answer (the finder, on a server without it) has no switch. */}
            {CATEGORIES.filter((category) => data[category] !== undefined).map((category) => (
              <FormControlLabel
                key={category}
                control={
                  <Switch
                    checked={data[category] ?? false}
                    disabled={saving}
                    onChange={(event) => void toggle(category, event.target.checked)}
                  />
                }
                label={t(LABELS[category].label)}
              />
            ))}
          </FormGroup>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t("dashboard.announcements.prefs.always")}
          </Typography>
        </>
      )}
    </FeatureSection>
  );
}
