import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import type { AdminEvent, AdminResults } from "../../../../contract/admin";
import { apiErrorMessage } from "../../../api/apiErrors";
import { useT } from "../../../i18n/useT";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";
import LoadError from "../../../ui/LoadError";
import { useAdminTeamsQuery, usePublishResultsMutation, useSaveResultsMutation } from "../adminApi";
import { certificateCount } from "../certificateCount";
import ConfirmDialog from "../ConfirmDialog";
import Pager from "../Pager";
import ScrollTable from "../ScrollTable";
import { useSearchText } from "../useSearchText";

interface Props {
  event: AdminEvent;
  saved: AdminResults;
}

interface Entry {
  rank: string;
  tookPart: boolean;
}

const NO_ENTRY: Entry = { rank: "", tookPart: false };

/** The saved draft by team id; teams of every page, so saving keeps what the organiser cannot see on this one. */
const initialEntries = (saved: AdminResults) => {
  const entries: Record<number, Entry> = {};
  for (const row of saved.participated) entries[row.team] = { rank: "", tookPart: true };
  for (const row of saved.ranking) entries[row.team] = { rank: String(row.rank), tookPart: true };
  return entries;
};

/**
 * Ranks and participation for one event's teams (the server's pages of 50, searchable); saved as a draft, then
 * published with its certificates.
 */
export default function ResultsEditor({ event, saved }: Props) {
  const t = useT();
  const [entries, setEntries] = useState(() => initialEntries(saved));
  const [page, setPage] = useState(1);
  const { input, search, setInput } = useSearchText(() => setPage(1));
  const teams = useAdminTeamsQuery({ event: event.slug, search, page });
  const [problem, setProblem] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [save, { isLoading: saving }] = useSaveResultsMutation();
  const [publish, { isLoading: publishing }] = usePublishResultsMutation();
  const published = saved.published_at !== null;

  const submit = async () => {
    const ranking: Array<{ team: number; rank: number }> = [];
    const participated: number[] = [];
    for (const [team, entry] of Object.entries(entries)) {
      const rank = entry.rank.trim();
      if (rank !== "") {
        const value = Number(rank);
        if (!Number.isInteger(value) || value < 1) {
          setProblem(t("console.results.rankRule"));
          return;
        }
        ranking.push({ team: Number(team), rank: value });
      } else if (entry.tookPart) participated.push(Number(team));
    }
    setProblem("");
    const result = await save({ id: event.id, results: { ranking, participated } });
    if ("error" in result) setProblem(apiErrorMessage(result.error) ?? t("console.results.notSaved"));
    else showSuccessToast(t("console.results.savedDraft", { name: event.name }));
  };

  const confirmPublish = async () => {
    const result = await publish(event.id);
    setConfirming(false);
    if ("error" in result)
      showErrorToast(t("console.results.notPublished", { reason: apiErrorMessage(result.error) ?? "" }));
    else if (result.data.revoked !== undefined)
      showSuccessToast(
        t("console.results.publishedCorrection", {
          name: event.name,
          count: result.data.issued,
          revoked: result.data.revoked,
        }),
      );
    else showSuccessToast(t("console.results.publishedResults", { name: event.name, count: result.data.issued }));
  };

  const set = (team: number, change: Partial<Entry>) =>
    setEntries((current) => ({ ...current, [team]: { ...(current[team] ?? NO_ENTRY), ...change } }));
  const count = certificateCount(saved);
  const ranked = Object.values(entries).filter((entry) => entry.rank.trim() !== "").length;
  const tookPart = Object.values(entries).filter((entry) => entry.rank.trim() === "" && entry.tookPart).length;
  const hasDraft = saved.ranking.length + saved.participated.length > 0;

  return (
    <>
      {published && (
        <Typography sx={{ mb: 2 }}>
          {saved.corrected_at
            ? t("console.results.publishedCorrected", { day: saved.corrected_at.slice(0, 10) })
            : t("console.results.publishedNote")}
        </Typography>
      )}
      {published && saved.amendment && (
        <Box role="region" aria-label={t("console.results.correctionWaiting")} sx={{ mb: 2 }}>
          <Typography sx={{ mb: 1 }}>
            {t("console.results.amendment", {
              when: saved.amendment.saved_at.slice(0, 16).replace("T", " "),
              count: saved.amendment.ranking.length,
              more: saved.amendment.participated.length,
            })}
          </Typography>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={publishing}>
            {t("console.results.publishCorrection")}
          </Button>
        </Box>
      )}
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2, alignItems: "center" }}>
        <TextField
          label={t("console.results.search", { name: event.name })}
          type="search"
          value={input}
          onChange={(change) => setInput(change.target.value)}
          sx={{ minWidth: { sm: 340 } }}
        />
        {teams.isFetching && (
          <CircularProgress size={24} aria-label={t("console.loadingThe", { what: t("console.teams.loadingWhat") })} />
        )}
      </Box>
      {teams.error && (
        <LoadError what={t("console.teams.loadingWhat")} error={teams.error} onRetry={() => void teams.refetch()} />
      )}
      <ScrollTable label={t("console.results.tableOf", { name: event.name })}>
        <TableHead>
          <TableRow>
            <TableCell>{t("console.teams.column.team")}</TableCell>
            <TableCell>{t("console.teams.column.members")}</TableCell>
            <TableCell>{t("console.results.column.tookPart")}</TableCell>
            <TableCell>{t("console.results.column.rank")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {teams.data?.results.map((team) => (
            <TableRow key={team.id}>
              <TableCell component="th" scope="row">
                <bdi>{team.name}</bdi>
              </TableCell>
              <TableCell>{team.members.map((member) => member.name).join(", ")}</TableCell>
              <TableCell>
                <Checkbox
                  slotProps={{ input: { "aria-label": t("console.results.tookPartOf", { name: team.name }) } }}
                  checked={entries[team.id]?.tookPart ?? false}
                  disabled={published}
                  onChange={(change) => set(team.id, { tookPart: change.target.checked })}
                />
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  label={t("console.results.rankOf", { name: team.name })}
                  inputMode="numeric"
                  value={entries[team.id]?.rank ?? ""}
                  disabled={published}
                  onChange={(change) => set(team.id, { rank: change.target.value })}
                  sx={{ width: 140 }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      <Pager page={page} data={teams.data} items="teams" onPage={setPage} />
      <Typography sx={{ mt: 2 }}>{t("console.results.allPages", { count: ranked, more: tookPart })}</Typography>
      {problem && (
        <Box role="alert" sx={{ color: "error.main", mt: 2 }}>
          {problem}
        </Box>
      )}
      {!published && (
        <Box sx={{ display: "flex", gap: 2, mt: 2, flexWrap: "wrap" }}>
          <Button variant="outlined" onClick={submit} disabled={saving}>
            {t("console.results.saveDraft")}
          </Button>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={!hasDraft || publishing}>
            {t("console.results.publish")}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={
          published
            ? t("console.results.publishCorrectionTitle", { name: event.name })
            : t("console.results.publishTitle", { name: event.name })
        }
        confirmLabel={t("console.publish.confirm")}
        busy={publishing}
        onConfirm={confirmPublish}
        onClose={() => setConfirming(false)}
      >
        {published
          ? t("console.results.correctionText")
          : count === 0
            ? t("console.results.publishNoCertificates")
            : t("console.results.publishText", { count })}
      </ConfirmDialog>
    </>
  );
}
