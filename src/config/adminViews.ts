/** The console's views, each with its own address under /admin (its name and title are in the console's catalogue). */
export const ADMIN_VIEWS = [
  { view: "overview", label: "Overview" },
  { view: "events", label: "Events" },
  { view: "teams", label: "Teams" },
  { view: "participants", label: "Participants" },
  { view: "ambassadors", label: "Ambassadors" },
  { view: "results", label: "Results" },
  { view: "certificates", label: "Certificates" },
  { view: "announcements", label: "Announcements" },
  { view: "finder", label: "Teammate finder" },
  { view: "organisers", label: "Organisers" },
  { view: "audit", label: "Audit log" },
  { view: "mail", label: "Mail" },
] as const;

export type AdminView = (typeof ADMIN_VIEWS)[number]["view"];

export const findAdminView = (view: string | undefined) =>
  ADMIN_VIEWS.find((item) => item.view === (view ?? "overview"));
