import { Button } from "@mui/material";
import { useState } from "react";
import { isolate } from "../../../contract/bidi";
import type { Team } from "../../../contract/teams";
import Message from "../../i18n/Message";
import { useT } from "../../i18n/useT";
import { showSuccessToast } from "../../lib/toast";
import { useSingleFlight } from "../../lib/useSingleFlight";
import { CardList, CardListItem, CardListText } from "../../ui/CardList";
import LeaveTeamDialog, { confirmationIntent } from "../../ui/LazyConfirmationDialog";
import { useRemoveMemberMutation } from "./teamsApi";

interface Props {
  team: Team;
  /** The participant's profile id, to tell "you" apart; undefined until the profile has loaded. */
  selfId?: number;
}

type Member = Team["members"][number];

/** The members; a team's creator may remove anyone but themself (docs/API.md), after a confirmation naming them. */
export default function TeamMembers({ team, selfId }: Props) {
  const t = useT();
  const [removeMember, { isLoading }] = useRemoveMemberMutation();
  const [asking, setAsking] = useState<Member | null>(null);
  const once = useSingleFlight();
  const remove = (member: Member) =>
    once(async () => {
      // Closed whatever the answer: a refusal is told in a toast, and the list shows who is still in the team.
      await removeMember({ teamId: team.id, member: member.id })
        .unwrap()
        .finally(() => setAsking(null));
      showSuccessToast(
        t("dashboard.teams.members.removed", { memberName: isolate(member.name), teamName: isolate(team.name) }),
      );
    });

  const names = (member: Member) => ({ memberName: isolate(member.name), teamName: isolate(team.name) });

  return (
    <>
      <CardList label={t("dashboard.teams.members.list", { teamName: team.name })}>
        {team.members.map((member) => {
          const isSelf = member.id === selfId;
          return (
            // The Remove button sits beside the name (not over it, as a secondary action would) so a long name wraps.
            <CardListItem key={member.id} dense sx={{ gap: 1 }}>
              <CardListText
                dense
                breakAnywhere
                primary={
                  isSelf ? (
                    <Message id="dashboard.teams.members.you" values={{ name: <bdi>{member.name}</bdi> }} />
                  ) : (
                    <bdi>{member.name}</bdi>
                  )
                }
                // A teammate's e-mail, so that members can write to each other (absent from the original backend).
                secondary={!isSelf && member.email ? <bdi>{member.email}</bdi> : undefined}
              />
              {team.creator && selfId !== undefined && !isSelf && (
                <Button
                  size="small"
                  color="error"
                  disabled={isLoading}
                  aria-label={t("dashboard.teams.members.removeLabel", { memberName: member.name })}
                  {...confirmationIntent}
                  onClick={() => setAsking(member)}
                  sx={{ minHeight: 44, flexShrink: 0 }}
                >
                  {t("dashboard.teams.members.remove")}
                </Button>
              )}
            </CardListItem>
          );
        })}
      </CardList>
      <LeaveTeamDialog
        open={asking !== null}
        title={asking ? t("dashboard.teams.members.removeTitle", names(asking)) : ""}
        consequence={asking ? t("dashboard.teams.members.removeConsequence", names(asking)) : ""}
        confirmLabel={t("dashboard.teams.members.remove")}
        busy={isLoading}
        onConfirm={() => asking && void remove(asking)}
        onClose={() => setAsking(null)}
      />
    </>
  );
}
