import { FormControlLabel, FormGroup, Switch, Typography } from "@mui/material";
import type { NotificationCategory, NotificationPrefs } from "../../../contract/announcements";
import { showSuccessToast } from "../../lib/toast";
import FeatureSection from "../../ui/FeatureSection";
import { useNotificationPrefsQuery, useUpdateNotificationPrefsMutation } from "./announcementsApi";

const LABELS: Record<NotificationCategory, { label: string; on: string; off: string }> = {
  announcements: {
    label: "Announcements from the organisers",
    on: "You will get announcements by e-mail.",
    off: "You will no longer get announcements by e-mail.",
  },
  reminders: {
    label: "Reminders before events and registration deadlines",
    on: "You will get reminders by e-mail.",
    off: "You will no longer get reminders by e-mail.",
  },
  team: {
    label: "Team news (someone joined, you were removed, a team was deleted)",
    on: "You will get team news by e-mail.",
    off: "You will no longer get team news by e-mail.",
  },
  finder: {
    label: "Teammate finder (a request to your listing, a team formed)",
    on: "You will get teammate finder news by e-mail.",
    off: "You will no longer get teammate finder news by e-mail.",
  },
};
const CATEGORIES = Object.keys(LABELS) as NotificationCategory[];

/**
 * Which optional e-mails the participant gets. Results and account mail always go. A 404 means a server without
 * mail (the original 2020 backend): no card then. A refused change shows the error toast every mutation does.
 */
export default function NotificationPrefsCard() {
  const read = useNotificationPrefsQuery();
  const { data } = read;
  const [update, { isLoading: saving }] = useUpdateNotificationPrefsMutation();

  async function toggle(category: NotificationCategory, value: boolean) {
    const change: Partial<NotificationPrefs> = { [category]: value };
    const result = await update(change);
    if (!("error" in result)) showSuccessToast(value ? LABELS[category].on : LABELS[category].off);
  }

  return (
    <FeatureSection
      headingId="notifications-heading"
      title="E-mail notifications"
      read={read}
      loading="Loading your e-mail settings…"
      failed="Your e-mail settings could not be loaded."
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
                label={LABELS[category].label}
              />
            ))}
          </FormGroup>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Results, certificates and account e-mails always go. Every optional e-mail also has an unsubscribe link.
          </Typography>
        </>
      )}
    </FeatureSection>
  );
}
