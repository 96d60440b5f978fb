import type { MessageKey } from "../i18n/catalogues";

export interface TeamMemberContent {
  name: string;
  /** What they do, in the team page's catalogue (`team.role.*`). */
  role: MessageKey;
  contact: string;
}

export interface TeamGroup {
  id: string;
  /** The group's title, in the team page's catalogue (`team.group.*`). */
  title: MessageKey;
  members: TeamMemberContent[];
}

/** Placeholder organisers, grouped by what they do: no real people, example.org contacts. */
const member = (group: string, role: MessageKey, index: number): TeamMemberContent => ({
  name: `Organiser ${group.toUpperCase()}${index} (placeholder)`,
  role,
  contact: `${group}${index}@example.org`,
});

export const TEAM_GROUPS: TeamGroup[] = [
  {
    id: "conveners",
    title: "team.group.conveners",
    members: [member("c", "team.role.convener", 1), member("c", "team.role.coConvener", 2)],
  },
  {
    id: "events",
    title: "team.group.events",
    members: [
      member("e", "team.role.events", 1),
      member("e", "team.role.problemSetting", 2),
      member("e", "team.role.dataContests", 3),
    ],
  },
  {
    id: "web",
    title: "team.group.web",
    members: [member("w", "team.role.web", 1), member("w", "team.role.infrastructure", 2)],
  },
  {
    id: "outreach",
    title: "team.group.outreach",
    members: [member("o", "team.role.partnerships", 1), member("o", "team.role.ambassadors", 2)],
  },
  {
    id: "design",
    title: "team.group.design",
    members: [member("d", "team.role.design", 1), member("d", "team.role.socialMedia", 2)],
  },
];
