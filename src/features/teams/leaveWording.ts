import { isolate } from "../../../contract/fields";
import type { Team } from "../../../contract/teams";

export interface LeaveWording {
  button: string;
  title: string;
  consequence: string;
  confirm: string;
  done: string;
}

/** docs/API.md: the creator leaving deletes the team for everyone in it; anyone else just leaves. */
export function leaveWording(team: Team, eventTitle: string, soloEvent: boolean): LeaveWording {
  if (soloEvent) {
    return {
      button: "Withdraw",
      title: `Withdraw from ${eventTitle}?`,
      consequence: `Your registration for ${eventTitle} is removed. You can register again while registration is open.`,
      confirm: "Withdraw",
      done: `You withdrew from ${eventTitle}.`,
    };
  }
  if (team.creator) {
    const others = team.members.length - 1;
    return {
      button: "Delete team",
      title: `Delete "${isolate(team.name)}"?`,
      consequence:
        others > 0
          ? `You created this team, so leaving deletes it for both members: you and your teammate will no longer be registered for ${eventTitle}. Its access code will stop working.`
          : `You created this team, so leaving deletes it: you will no longer be registered for ${eventTitle} and its access code will stop working.`,
      confirm: "Delete team",
      done: `Team "${isolate(team.name)}" deleted.`,
    };
  }
  return {
    button: "Leave team",
    title: `Leave "${isolate(team.name)}"?`,
    consequence: `You will no longer be registered for ${eventTitle}. The team stays with its creator, who can take a new member.`,
    confirm: "Leave team",
    done: `You left "${isolate(team.name)}".`,
  };
}
