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
import { countOf } from "../../../lib/plural";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";
import LoadError from "../../../ui/LoadError";
import { useAdminTeamsQuery, usePublishResultsMutation, useSaveResultsMutation } from "../adminApi";
import { certificateCount } from "../certificateCount";
import ConfirmDialog from "../ConfirmDialog";
import Pager from "../Pager";
import ScrollTable from "../ScrollTable";
import { useSearchText } from "../useSearchText";

/** What a publish did, in words: "1 certificate issued.", or why none was. */
const issuedText = (issued: number) =>
  issued === 0
    ? "no certificate was issued (no team in the results has members)."
    : `${countOf(issued, "certificate")} issued.`;

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
          setProblem("A rank is a whole number from 1 (teams that tie share a rank).");
          return;
        }
        ranking.push({ team: Number(team), rank: value });
      } else if (entry.tookPart) participated.push(Number(team));
    }
    setProblem("");
    const result = await save({ id: event.id, results: { ranking, participated } });
    if ("error" in result) setProblem(apiErrorMessage(result.error) ?? "The results were not saved.");
    else showSuccessToast(`Saved the draft results of ${event.name}.`);
  };

  const confirmPublish = async () => {
    const result = await publish(event.id);
    setConfirming(false);
    if ("error" in result) showErrorToast(`Not published: ${apiErrorMessage(result.error)}`);
    else if (result.data.revoked !== undefined)
      showSuccessToast(
        `Published the correction of ${event.name}: ${countOf(result.data.issued, "certificate")} issued, ${result.data.revoked} revoked.`,
      );
    else showSuccessToast(`Published the results of ${event.name}: ${issuedText(result.data.issued)}`);
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
            ? `These results are published (corrected on ${saved.corrected_at.slice(0, 10)}): correct them with a CSV file below.`
            : "These results are published: correct them with a CSV file below."}
        </Typography>
      )}
      {published && saved.amendment && (
        <Box role="region" aria-label="Correction waiting" sx={{ mb: 2 }}>
          <Typography sx={{ mb: 1 }}>
            {`A correction saved ${saved.amendment.saved_at.slice(0, 16).replace("T", " ")} UTC waits: ${countOf(
              saved.amendment.ranking.length,
              "ranked team",
            )}, ${saved.amendment.participated.length} more that took part. Publishing it revokes the certificates that no longer apply, with the reason, and issues the new ones.`}
          </Typography>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={publishing}>
            Publish the correction
          </Button>
        </Box>
      )}
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2, alignItems: "center" }}>
        <TextField
          label={`Search the teams of ${event.name}`}
          type="search"
          value={input}
          onChange={(change) => setInput(change.target.value)}
          sx={{ minWidth: { sm: 340 } }}
        />
        {teams.isFetching && <CircularProgress size={24} aria-label="Loading the teams" />}
      </Box>
      {teams.error && <LoadError what="teams" error={teams.error} onRetry={() => void teams.refetch()} />}
      <ScrollTable label={`Results of ${event.name}`}>
        <TableHead>
          <TableRow>
            <TableCell>Team</TableCell>
            <TableCell>Members</TableCell>
            <TableCell>Took part</TableCell>
            <TableCell>Rank</TableCell>
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
                  slotProps={{ input: { "aria-label": `${team.name} took part` } }}
                  checked={entries[team.id]?.tookPart ?? false}
                  disabled={published}
                  onChange={(change) => set(team.id, { tookPart: change.target.checked })}
                />
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  label={`Rank of ${team.name}`}
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
      <Typography
        sx={{ mt: 2 }}
      >{`On all pages: ${countOf(ranked, "ranked team")}, ${tookPart} more that took part.`}</Typography>
      {problem && (
        <Box role="alert" sx={{ color: "error.main", mt: 2 }}>
          {problem}
        </Box>
      )}
      {!published && (
        <Box sx={{ display: "flex", gap: 2, mt: 2, flexWrap: "wrap" }}>
          <Button variant="outlined" onClick={submit} disabled={saving}>
            Save draft
          </Button>
          <Button variant="contained" onClick={() => setConfirming(true)} disabled={!hasDraft || publishing}>
            Publish results and issue certificates
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={published ? `Publish the correction of ${event.name}?` : `Publish the results of ${event.name}?`}
        confirmLabel="Publish"
        busy={publishing}
        onConfirm={confirmPublish}
        onClose={() => setConfirming(false)}
      >
        {published
          ? "The correction replaces the published results; certificates that no longer apply are revoked with the reason, and new ones issued."
          : count === 0
            ? "The saved draft becomes public. No certificate will be issued: no team in it has members. This cannot be undone."
            : `The saved draft becomes public and ${countOf(count, "certificate")} will be issued. This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
