import { Box, Typography } from "@mui/material";
import type { ResultsPreview } from "../../../../contract/admin";
import { isolate } from "../../../../contract/bidi";
import type { CertificateChange, KeyClaimant } from "../../../../contract/results";
import { useLanguage } from "../../../i18n/LanguageContext";
import { type Translate, useT } from "../../../i18n/useT";
import { whenText } from "../../../lib/schedule";

const place = (t: Translate, rank: number | null) =>
  rank === null ? t("console.preview.tookPart") : t("console.preview.rank", { rank });

const certificateLine = (t: Translate, row: CertificateChange) =>
  t("console.preview.certificateLine", {
    name: isolate(row.name),
    teamName: row.team_name ? isolate(row.team_name) : t("console.preview.noTeam"),
    award:
      row.kind === "merit" ? t("console.preview.merit", { rank: row.rank ?? "?" }) : t("console.preview.participation"),
  });

/** Everyone who gives an ambiguous key, with their team, so the organiser can place the right team by hand. */
const claimantsText = (t: Translate, claimants: KeyClaimant[] | undefined) =>
  claimants && claimants.length > 0
    ? ` ${t("console.preview.givenBy", {
        people: claimants
          .map((who) =>
            t("console.preview.claimant", {
              name: isolate(who.name),
              teamName: who.team_name ? isolate(who.team_name) : t("console.preview.noTeamHere"),
            }),
          )
          .join(", "),
      })}`
    : "";

/** What saving an upload changes against the saved draft, team by team, before anything is saved. */
export default function ResultsPreviewList({ preview, fileName }: { preview: ResultsPreview; fileName: string }) {
  const t = useT();
  const locale = useLanguage();
  const { results, added, removed, changed, leaderboard, certificates } = preview;
  const lines = [
    ...added.map((row) => t("console.preview.adds", { teamName: isolate(row.team_name), place: place(t, row.rank) })),
    ...changed.map((row) =>
      t("console.preview.changes", {
        teamName: isolate(row.team_name),
        before: place(t, row.before),
        after: place(t, row.after),
      }),
    ),
    ...removed.map((row) =>
      t("console.preview.removes", { teamName: isolate(row.team_name), place: place(t, row.rank) }),
    ),
  ];
  return (
    <Box role="region" aria-label={t("console.preview.region")}>
      <Typography sx={{ fontWeight: 600 }}>
        {t("console.preview.summary", {
          file: fileName,
          count: results.ranking.length,
          more: results.participated.length,
        })}
      </Typography>
      {lines.length === 0 ? (
        <Typography>{t("console.preview.nothing")}</Typography>
      ) : (
        <ul aria-label={t("console.preview.changesList")}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {leaderboard && (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t("console.preview.leaderboard", {
              used: leaderboard.used,
              rows: leaderboard.rows,
              unused: leaderboard.unused_count,
            })}
          </Typography>
          {leaderboard.handles_as_of && (
            <Typography>
              {t("console.preview.handlesAsOf", { when: whenText(leaderboard.handles_as_of, { locale }) })}
            </Typography>
          )}
          {leaderboard.used_rows.length > 0 && (
            <details>
              <summary>{t("console.preview.howMatched", { count: leaderboard.used })}</summary>
              <ul aria-label={t("console.preview.rowsUsed")}>
                {leaderboard.used_rows.map((row) => (
                  <li key={row.line}>
                    {t("console.preview.usedRow", {
                      line: row.line,
                      value: row.value,
                      teamName: isolate(row.team_name),
                      message: row.message,
                    })}
                  </li>
                ))}
              </ul>
              {leaderboard.used > leaderboard.used_rows.length && (
                <Typography>{t("console.preview.firstListed", { count: leaderboard.used_rows.length })}</Typography>
              )}
            </details>
          )}
          {leaderboard.unused.length > 0 && (
            <ul aria-label={t("console.preview.rowsNotUsed")}>
              {leaderboard.unused.map((row) => (
                <li key={row.line}>
                  {row.value
                    ? t("console.preview.unusedRowValue", { line: row.line, value: row.value, message: row.message })
                    : t("console.preview.unusedRow", { line: row.line, message: row.message })}
                  {claimantsText(t, row.claimants)}
                </li>
              ))}
            </ul>
          )}
          {leaderboard.unused_count > leaderboard.unused.length && (
            <Typography>{t("console.preview.firstListed", { count: leaderboard.unused.length })}</Typography>
          )}
        </Box>
      )}
      {certificates && (
        <Box sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t("console.preview.certificates", { gained: certificates.gained_count, lost: certificates.lost_count })}
          </Typography>
          {certificates.gained.length > 0 && (
            <ul aria-label={t("console.preview.gainedList")}>
              {certificates.gained.map((row, index) => (
                <li key={index}>{t("console.preview.gains", { line: certificateLine(t, row) })}</li>
              ))}
            </ul>
          )}
          {certificates.lost.length > 0 && (
            <ul aria-label={t("console.preview.lostList")}>
              {certificates.lost.map((row, index) => (
                <li key={index}>{t("console.preview.loses", { line: certificateLine(t, row) })}</li>
              ))}
            </ul>
          )}
        </Box>
      )}
    </Box>
  );
}
