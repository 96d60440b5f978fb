import { Alert, Box, Typography } from "@mui/material";
import type { MailStatus } from "../../../../contract/announcements";
import { countOf } from "../../../lib/plural";
import { whenText } from "../../../lib/schedule";

/** E-mail on or off, the queue's backlog and the latest permanent failures (`GET admin/mail/`). */
export default function MailState({ status }: { status: MailStatus }) {
  return (
    <Box sx={{ display: "grid", gap: 1, mb: 3 }}>
      {!status.email && (
        <Alert severity="warning">E-mail is off on this server (SMTP_URL is not set): nothing is queued.</Alert>
      )}
      {status.webhook_problem && <Alert severity="warning">Chat webhook off: {status.webhook_problem}</Alert>}
      {status.email && (
        <Alert severity={status.queued > 0 ? "info" : "success"}>
          {status.queued > 0
            ? `${countOf(status.queued, "message", "messages")} waiting to go${
                status.oldest_queued_at ? `, the oldest queued ${whenText(status.oldest_queued_at)}` : ""
              }. Sending at ${status.rate} a second.`
            : `E-mail is on; nothing is waiting. Sending at ${status.rate} a second.`}
          {status.failed > 0 && ` ${countOf(status.failed, "message", "messages")} failed for good.`}
        </Alert>
      )}
      {status.recent_failures.length > 0 && (
        <Box>
          <Typography component="h3" variant="subtitle1">
            Latest failures
          </Typography>
          <ul style={{ margin: 0 }}>
            {status.recent_failures.map((failure) => (
              <li key={failure.id}>
                <Typography variant="body2">
                  {whenText(failure.at)} · {failure.kind} to {failure.recipient}: {failure.error}
                </Typography>
              </li>
            ))}
          </ul>
        </Box>
      )}
    </Box>
  );
}
