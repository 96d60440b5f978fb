import { Button, List, ListItem, ListItemText } from "@mui/material";
import type { Team } from "../../api/teamTypes";
import { showSuccessToast } from "../../lib/toast";
import { useSingleFlight } from "../../lib/useSingleFlight";
import { useRemoveMemberMutation } from "./teamsApi";

interface Props {
  team: Team;
  /** The participant's profile id, to tell "you" apart; undefined until the profile has loaded. */
  selfId?: number;
}

/** The members; a team's creator may remove anyone but themself (docs/API.md). */
export default function TeamMembers({ team, selfId }: Props) {
  const [removeMember, { isLoading }] = useRemoveMemberMutation();
  const once = useSingleFlight();
  const remove = (member: Team["members"][number]) =>
    once(async () => {
      await removeMember({ teamId: team.id, member: member.id }).unwrap();
      showSuccessToast(`${member.name} was removed from "${team.name}".`);
    });

  return (
    <List dense disablePadding aria-label={`Members of ${team.name}`}>
      {team.members.map((member) => {
        const isSelf = member.id === selfId;
        return (
          <ListItem
            key={member.id}
            disableGutters
            secondaryAction={
              team.creator && selfId !== undefined && !isSelf ? (
                <Button
                  size="small"
                  color="error"
                  disabled={isLoading}
                  aria-label={`Remove ${member.name}`}
                  onClick={() => void remove(member)}
                >
                  Remove
                </Button>
              ) : undefined
            }
          >
            <ListItemText primary={isSelf ? `${member.name} (you)` : member.name} />
          </ListItem>
        );
      })}
    </List>
  );
}
