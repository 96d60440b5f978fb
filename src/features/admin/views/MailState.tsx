import { Alert, Box, Typography } from "@mui/material";
import type { MailStatus } from "../../../../contract/announcements";
import { useLanguage } from "../../../i18n/LanguageContext";
import { useT } from "../../../i18n/useT";
import { whenText } from "../../../lib/schedule";

/** E-mail on or off, the queue's backlog and the latest permanent failures (`GET admin/mail/`). */
export default function MailState({ status }: { status: MailStatus }) {
  const t = useT();
  const locale = useLanguage();
  const rate = status.rate;
  return (
    <Box sx={{ display: "grid", gap: 1, mb: 3 }}>
      {!status.email && <Alert severity="warning">{t("console.mail.emailOff")}</Alert>}
      {status.webhook_problem && (
        <Alert severity="warning">{t("console.mail.webhookOff", { problem: status.webhook_problem })}</Alert>
      )}
      {status.email && (
        <Alert severity={status.queued > 0 ? "info" : "success"}>
          {status.queued === 0
            ? t("console.mail.idle", { rate })
            : status.oldest_queued_at
              ? t("console.mail.waitingSince", {
                  count: status.queued,
                  when: whenText(status.oldest_queued_at, { locale }),
                  rate,
                })
              : t("console.mail.waiting", { count: status.queued, rate })}
          {status.failed > 0 && ` ${t("console.mail.failedForGood", { count: status.failed })}`}
        </Alert>
      )}
      {status.recent_failures.length > 0 && (
        <Box>
          <Typography component="h3" variant="subtitle1">
            {t("console.mail.latestFailures")}
          </Typography>
          <ul style={{ margin: 0 }}>
            {status.recent_failures.map((failure) => (
              <li key={failure.id}>
                <Typography variant="body2">
                  {t("console.mail.failure", {
                    when: whenText(failure.at, { locale }),
                    kind: failure.kind,
                    recipient: failure.recipient,
                    error: failure.error,
                  })}
                </Typography>
              </li>
            ))}
          </ul>
        </Box>
      )}
    </Box>
  );
}
