/**
 * Where each console list is served, and the plain list view that shows it (`/admin/<view>`, if any): no schemas, so
 * the console's first view and the lists' requests know them without zod. contract/admin.ts CONSOLE_LISTS adds each
 * list's filters, row and columns.
 */
export const CONSOLE_LIST_PLACES = {
  adminTeams: { path: "admin/teams/" },
  adminParticipants: { path: "admin/participants/" },
  audit: { path: "admin/audit/" },
  adminCertificates: { path: "admin/certificates/" },
  adminFinderReports: { path: "admin/finder/reports/" },
  adminMail: { path: "admin/outbox/", view: "mail" },
} as const satisfies Record<string, { path: string; view?: string }>;

export type ConsoleListName = keyof typeof CONSOLE_LIST_PLACES;

/** The list a plain console view shows, if `view` is one. */
export const consoleListOfView = (view: string): ConsoleListName | undefined =>
  (Object.keys(CONSOLE_LIST_PLACES) as ConsoleListName[]).find(
    (name) => (CONSOLE_LIST_PLACES[name] as { view?: string }).view === view,
  );
