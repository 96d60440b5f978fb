/**
 * The signed-in pages people come back to every day, pre-rendered as their shell (src/prerender.tsx): the dashboard's
 * two views, the profile form and the console. The build writes them; the API writes them again when the festival's
 * details are published (their header and footer show them). One address each, in every language; not in the sitemap.
 */
export const SIGNED_IN_SHELLS: readonly string[] = ["/dashboard", "/dashboard/events", "/profile/edit", "/admin"];
