export interface TeamMemberContent {
  name: string;
  role: string;
  contact: string;
}

export interface TeamGroup {
  id: string;
  title: string;
  members: TeamMemberContent[];
}

/** Placeholder organisers, grouped by what they do: no real people, example.org contacts. */
const member = (group: string, role: string, index: number): TeamMemberContent => ({
  name: `Organiser ${group.toUpperCase()}${index} (placeholder)`,
  role,
  contact: `${group}${index}@example.org`,
});

export const TEAM_INTRO =
  "Codefest is run by students, for students. These are the groups that plan the contests, keep the platforms running and tell the world about it.";

export const TEAM_GROUPS: TeamGroup[] = [
  {
    id: "conveners",
    title: "Conveners",
    members: [member("c", "Festival convener", 1), member("c", "Festival co-convener", 2)],
  },
  {
    id: "events",
    title: "Events and problem setting",
    members: [
      member("e", "Events lead", 1),
      member("e", "Problem-setting lead", 2),
      member("e", "Data contests lead", 3),
    ],
  },
  {
    id: "web",
    title: "Web and infrastructure",
    members: [member("w", "Web lead", 1), member("w", "Infrastructure lead", 2)],
  },
  {
    id: "outreach",
    title: "Outreach and partnerships",
    members: [member("o", "Partnerships lead", 1), member("o", "Campus ambassador programme", 2)],
  },
  {
    id: "design",
    title: "Design and media",
    members: [member("d", "Design lead", 1), member("d", "Social media lead", 2)],
  },
];
