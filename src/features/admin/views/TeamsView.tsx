import {
  Box,
  Button,
  CircularProgress,
  MenuItem,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from "@mui/material";
import { useState } from "react";
import type { AdminTeam } from "../../../../contract/admin";
import { teamDetailList } from "../../../../contract/teams";
import { apiErrorMessage } from "../../../api/apiErrors";
import { showErrorToast, showSuccessToast } from "../../../lib/toast";
import CopyButton from "../../../ui/CopyButton";
import LoadError from "../../../ui/LoadError";
import {
  useAdminSummaryQuery,
  useAdminTeamsQuery,
  useRemoveTeamMemberMutation,
  useExportCsvMutation,
} from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import Pager from "../Pager";
import ScrollTable from "../ScrollTable";
import { useSearchText } from "../useSearchText";

/** Every team, filtered by event and searched by team, member name or e-mail; 50 a page; CSV export. */
export default function TeamsView() {
  const { data: summary } = useAdminSummaryQuery();
  const [event, setEvent] = useState("");
  const [page, setPage] = useState(1);
  const { input, search, setInput } = useSearchText(() => setPage(1));
  const { data, error, refetch, isFetching } = useAdminTeamsQuery({ event, search, page });
  const [exportCsvFile, { isLoading: exporting }] = useExportCsvMutation();
  const [removeMember, { isLoading: removing }] = useRemoveTeamMemberMutation();
  const [pending, setPending] = useState<{ team: AdminTeam; member: AdminTeam["members"][number] } | null>(null);

  const confirmRemove = async () => {
    if (!pending) return;
    const { team, member } = pending;
    const result = await removeMember({ team: team.id, member: member.id });
    if ("error" in result) showErrorToast(`Not removed: ${apiErrorMessage(result.error)}`);
    else showSuccessToast(`Removed ${member.name} from ${team.name}. The team has a new access code.`);
    setPending(null);
  };

  const exportCsv = async () => {
    const fileName = `codefest-20-teams${event ? `-${event}` : ""}.csv`;
    // A refusal is told by the app's listener for failed calls, with the server's message.
    await exportCsvFile({ path: "admin/teams/export/", query: { event: event || undefined }, fileName });
  };

  return (
    <>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mb: 2, alignItems: "center" }}>
        <TextField
          select
          label="Event"
          value={event}
          onChange={(change) => {
            setEvent(change.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All events</MenuItem>
          {summary?.events.map((item) => (
            <MenuItem key={item.slug} value={item.slug}>
              <bdi>{item.name}</bdi>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Search teams"
          type="search"
          value={input}
          onChange={(change) => setInput(change.target.value)}
        />
        <Button variant="outlined" onClick={exportCsv} disabled={exporting}>
          {exporting ? "Exporting…" : "Export CSV"}
        </Button>
        {isFetching && <CircularProgress size={24} aria-label="Loading the teams" />}
      </Box>
      {error && <LoadError what="teams" error={error} onRetry={refetch} />}
      {data && (
        <>
          <ScrollTable label="Teams">
            <TableHead>
              <TableRow>
                <TableCell>Team</TableCell>
                <TableCell>Event</TableCell>
                <TableCell>Access code</TableCell>
                <TableCell>Ready</TableCell>
                {teamDetailList.map(({ key, label }) => (
                  <TableCell key={key}>{label}</TableCell>
                ))}
                <TableCell>Members</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.results.map((team) => (
                <TableRow key={team.id}>
                  <TableCell component="th" scope="row">
                    <bdi>{team.name}</bdi>
                  </TableCell>
                  <TableCell>{team.event}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    <Box component="code" sx={{ mr: 0.5 }}>
                      {team.access_code}
                    </Box>
                    <CopyButton text={team.access_code} what={`access code of ${team.name}`} compact />
                  </TableCell>
                  <TableCell>{team.is_active ? "Yes" : "No"}</TableCell>
                  {teamDetailList.map(({ key }) => (
                    <TableCell key={key}>
                      <bdi>{String((team as Record<string, unknown>)[key] ?? "")}</bdi>
                    </TableCell>
                  ))}
                  <TableCell>
                    {team.members.map((member) => (
                      <div key={member.id}>
                        <bdi>{member.name}</bdi> &lt;{member.email}&gt;
                        {team.members.length > 1 && (
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setPending({ team, member })}
                            aria-label={`Remove ${member.name} from ${team.name}`}
                            sx={{ ml: 1, minWidth: 0, py: 0 }}
                          >
                            Remove
                          </Button>
                        )}
                      </div>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
              {data.results.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5 + teamDetailList.length}>No team matches.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </ScrollTable>
          <Pager page={page} data={data} one="team" what="teams" onPage={setPage} />
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={`Remove ${pending?.member.name ?? ""} from ${pending?.team.name ?? ""}?`}
        confirmLabel="Remove"
        busy={removing}
        onConfirm={confirmRemove}
        onClose={() => setPending(null)}
      >
        Also possible once the event&apos;s results are published. The change is recorded in the audit log, and the team
        gets a new access code. Certificates already issued stay as they are.
      </ConfirmDialog>
    </>
  );
}
