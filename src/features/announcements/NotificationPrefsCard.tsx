import { Alert, Button, FormControlLabel, FormGroup, Paper, Switch, Typography } from "@mui/material";
import type { NotificationCategory, NotificationPrefs } from "../../../contract/announcements";
import { showSuccessToast } from "../../lib/toast";
import { useNotificationPrefsQuery, useUpdateNotificationPrefsMutation } from "./announcementsApi";
import { isNotFound } from "./notFound";

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
};
const CATEGORIES = Object.keys(LABELS) as NotificationCategory[];

/**
 * Which optional e-mails the participant gets. Results and account mail always go. A 404 means a server without
 * mail (the original 2020 backend): no card then. A refused change shows the error toast every mutation does.
 */
export default function NotificationPrefsCard() {
  const { data, isLoading, isError, isFetching, refetch, error } = useNotificationPrefsQuery();
  const [update, { isLoading: saving }] = useUpdateNotificationPrefsMutation();
  if (isNotFound(error)) return null;

  async function toggle(category: NotificationCategory, value: boolean) {
    const change: Partial<NotificationPrefs> = { [category]: value };
    const result = await update(change);
    if (!("error" in result)) showSuccessToast(value ? LABELS[category].on : LABELS[category].off);
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="notifications-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="notifications-heading" variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        E-mail notifications
      </Typography>
      {isLoading && <Typography color="text.secondary">Loading your e-mail settings…</Typography>}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              Retry
            </Button>
          }
        >
          Your e-mail settings could not be loaded.
        </Alert>
      )}
      {data && (
        <>
          <FormGroup>
            {CATEGORIES.map((category) => (
              <FormControlLabel
                key={category}
                control={
                  <Switch
                    checked={data[category]}
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
    </Paper>
  );
}
