import { Box, Button, TableCell, TableRow } from "@mui/material";
import { useState } from "react";
import type { AdminTeam } from "../../../../contract/admin";
import { teamDetailList } from "../../../../contract/teams";
import CopyButton from "../../../ui/CopyButton";
import { useAdminSummaryQuery, useAdminTeamsQuery, useRemoveTeamMemberMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import { useSearchText } from "../useSearchText";
import { RowHead } from "./ListTable";
import ListToolbar, { ChoiceSelect, ExportButton, SearchBox, fromPageOne } from "./ListToolbar";
import PagedList from "./PagedList";
import { usePending } from "./usePending";

/** Every team, filtered by event and searched by team, member name or e-mail; 50 a page; CSV export. */
export default function TeamsView() {
  const { data: summary } = useAdminSummaryQuery();
  const [event, setEvent] = useState("");
  const [page, setPage] = useState(1);
  const { input, search, setInput } = useSearchText(() => setPage(1));
  const query = useAdminTeamsQuery({ event, search, page });
  const [removeMember] = useRemoveTeamMemberMutation();
  const { pending, ask, dialog } = usePending<{ team: AdminTeam; member: AdminTeam["members"][number] }>({
    run: ({ team, member }) => removeMember({ team: team.id, member: member.id }),
    refused: "Not removed",
    done: ({ team, member }) => `Removed ${member.name} from ${team.name}. The team has a new access code.`,
  });

  return (
    <>
      <ListToolbar fetching={query.isFetching} what="the teams">
        <ChoiceSelect
          label="Event"
          value={event}
          onChange={fromPageOne(setEvent, setPage)}
          options={(summary?.events ?? []).map((item) => [item.slug, <bdi key={item.slug}>{item.name}</bdi>] as const)}
          all="All events"
          minWidth={200}
        />
        <SearchBox label="Search teams" value={input} onChange={setInput} />
        <ExportButton
          path="admin/teams/export/"
          query={{ event: event || undefined }}
          fileName={`codefest-20-teams${event ? `-${event}` : ""}.csv`}
        />
      </ListToolbar>
      <PagedList
        label="Teams"
        head={["Team", "Event", "Access code", "Ready", ...teamDetailList.map(({ label }) => label), "Members"]}
        empty="No team matches."
        pager={{ page, items: "teams", onPage: setPage }}
        query={query}
        errorOverRows
        row={(team) => (
          <TableRow key={team.id}>
            <RowHead>
              <bdi>{team.name}</bdi>
            </RowHead>
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
                      onClick={() => ask({ team, member })}
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
        )}
      />
      <ConfirmDialog
        {...dialog}
        title={`Remove ${pending?.member.name ?? ""} from ${pending?.team.name ?? ""}?`}
        confirmLabel="Remove"
      >
        Also possible once the event&apos;s results are published. The change is recorded in the audit log, and the team
        gets a new access code. Certificates already issued stay as they are.
      </ConfirmDialog>
    </>
  );
}
