import { Box, Button, TableCell, TableRow } from "@mui/material";
import { useState } from "react";
import type { AdminTeam } from "../../../../contract/admin";
import { teamDetailList } from "../../../../contract/teams";
import { useT } from "../../../i18n/useT";
import CopyIconButton from "../../../ui/CopyIconButton";
import { useAdminSummaryQuery, useAdminTeamsQuery, useRemoveTeamMemberMutation } from "../adminApi";
import ConfirmDialog from "../ConfirmDialog";
import { useSearchText } from "../useSearchText";
import { RowHead } from "./ListTable";
import ListToolbar, { ChoiceSelect, ExportButton, SearchBox, fromPageOne } from "./ListToolbar";
import PagedList from "./PagedList";
import { usePending } from "./usePending";

/** Every team, filtered by event and searched by team, member name or e-mail; 50 a page; CSV export. */
export default function TeamsView() {
  const t = useT();
  const { data: summary } = useAdminSummaryQuery();
  const [event, setEvent] = useState("");
  const [page, setPage] = useState(1);
  const { input, search, setInput } = useSearchText(() => setPage(1));
  const query = useAdminTeamsQuery({ event, search, page });
  const [removeMember] = useRemoveTeamMemberMutation();
  const { pending, ask, dialog } = usePending<{ team: AdminTeam; member: AdminTeam["members"][number] }>({
    run: ({ team, member }) => removeMember({ team: team.id, member: member.id }),
    refused: t("console.teams.notRemoved"),
    done: ({ team, member }) => t("console.teams.removed", { memberName: member.name, teamName: team.name }),
  });

  return (
    <>
      <ListToolbar fetching={query.isFetching} what={t("console.teams.loadingWhat")}>
        <ChoiceSelect
          label={t("console.teams.event")}
          value={event}
          onChange={fromPageOne(setEvent, setPage)}
          options={(summary?.events ?? []).map((item) => [item.slug, <bdi key={item.slug}>{item.name}</bdi>] as const)}
          all={t("console.stats.allEvents")}
          minWidth={200}
        />
        <SearchBox label={t("console.teams.search")} value={input} onChange={setInput} />
        <ExportButton
          path="admin/teams/export/"
          query={{ event: event || undefined }}
          fileName={`codefest-20-teams${event ? `-${event}` : ""}.csv`}
        />
      </ListToolbar>
      <PagedList
        label={t("console.view.teams")}
        head={[
          t("console.teams.column.team"),
          t("console.teams.column.event"),
          t("console.teams.column.accessCode"),
          t("console.teams.column.ready"),
          ...teamDetailList.map(({ label }) => label),
          t("console.teams.column.members"),
        ]}
        empty={t("console.teams.none")}
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
              <CopyIconButton text={team.access_code} what={t("console.teams.accessCodeOf", { teamName: team.name })} />
            </TableCell>
            <TableCell>{team.is_active ? t("console.yes") : t("console.no")}</TableCell>
            {teamDetailList.map(({ key }) => (
              <TableCell key={key}>
                <bdi>{String((team as Record<string, unknown>)[key] ?? "")}</bdi>
              </TableCell>
            ))}
            <TableCell>
              {team.members.map((member) => (
                <div key={member.id}>
                  <bdi>{member.name}</bdi> {`<${member.email}>`}
                  {team.members.length > 1 && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => ask({ team, member })}
                      aria-label={t("console.teams.removeFrom", { memberName: member.name, teamName: team.name })}
                      sx={{ ml: 1, minWidth: 0, py: 0 }}
                    >
                      {t("console.teams.remove")}
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
        title={t("console.teams.removeTitle", {
          memberName: pending?.member.name ?? "",
          teamName: pending?.team.name ?? "",
        })}
        confirmLabel={t("console.teams.remove")}
      >
        {t("console.teams.removeText")}
      </ConfirmDialog>
    </>
  );
}
