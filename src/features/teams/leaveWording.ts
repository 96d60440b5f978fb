import { isolate } from "../../../contract/bidi";
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
      button: t("dashboard.teams.leave.withdraw"),
      title: t("dashboard.teams.leave.withdrawTitle", { eventTitle }),
      consequence: t("dashboard.teams.leave.withdrawConsequence", { eventTitle }),
      confirm: t("dashboard.teams.leave.withdraw"),
      done: t("dashboard.teams.leave.withdrawn", { eventTitle }),
    };
  }
  if (team.creator) {
    const others = team.members.length - 1;
    return {
      button: t("dashboard.teams.leave.delete"),
      title: t("dashboard.teams.leave.deleteTitle", { teamName }),
      consequence: t(others > 0 ? "dashboard.teams.leave.deleteWithTeammate" : "dashboard.teams.leave.deleteAlone", {
        eventTitle,
      }),
      confirm: t("dashboard.teams.leave.delete"),
      done: t("dashboard.teams.leave.deleted", { teamName }),
    };
  }
  return {
    button: t("dashboard.teams.leave.leave"),
    title: t("dashboard.teams.leave.leaveTitle", { teamName }),
    consequence: t("dashboard.teams.leave.leaveConsequence", { eventTitle }),
    confirm: t("dashboard.teams.leave.leave"),
    done: t("dashboard.teams.leave.left", { teamName }),
  };
}
