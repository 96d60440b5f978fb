import { isolate } from "../../../contract/fields";
import type { Team } from "../../../contract/teams";
import type { Translate } from "../../i18n/useT";

export interface LeaveWording {
  button: string;
  title: string;
  consequence: string;
  confirm: string;
  done: string;
}

/**
 * docs/API.md: the creator leaving deletes the team for everyone in it; anyone else just leaves. In the language of
 * `t`.
 */
export function leaveWording(team: Team, eventTitle: string, soloEvent: boolean, t: Translate): LeaveWording {
  const teamName = isolate(team.name);
  if (soloEvent) {
    return {
      button: t("teams.leave.withdraw"),
      title: t("teams.leave.withdrawTitle", { eventTitle }),
      consequence: t("teams.leave.withdrawConsequence", { eventTitle }),
      confirm: t("teams.leave.withdraw"),
      done: t("teams.leave.withdrawn", { eventTitle }),
    };
  }
  if (team.creator) {
    const others = team.members.length - 1;
    return {
      button: t("teams.leave.delete"),
      title: t("teams.leave.deleteTitle", { teamName }),
      consequence: t(others > 0 ? "teams.leave.deleteWithTeammate" : "teams.leave.deleteAlone", { eventTitle }),
      confirm: t("teams.leave.delete"),
      done: t("teams.leave.deleted", { teamName }),
    };
  }
  return {
    button: t("teams.leave.leave"),
    title: t("teams.leave.leaveTitle", { teamName }),
    consequence: t("teams.leave.leaveConsequence", { eventTitle }),
    confirm: t("teams.leave.leave"),
    done: t("teams.leave.left", { teamName }),
  };
}
