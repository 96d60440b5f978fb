/**
 * The sitemap of the public pages (issue 38 item 3; docs/content.md, "Sitemap"): home, the events list, each listed
 * event's page and the team page, each in every language of the site at its address (English's bare, another's under
 * its prefix: `/hi`, `/hi/events`) with hreflang alternates naming them all and `x-default` (English's). Written by
 * the build from the bundled events (scripts/prerender.mjs) and answered by the API from the published ones
 * (`GET sitemap.xml`), both with this code.
 */

/** A page of the sitemap: its address in full and every language's address of the same page. */
export interface SitemapEntry {
  loc: string;
  alternates: Array<{ hreflang: string; href: string }>;
}

/** The public pages' paths in English, for the events listed (slugs, in order). */
export const sitemapPages = (slugs: readonly string[]): string[] => [
  "/",
  "/events",
  ...slugs.map((slug) => `/events/${slug}`),
  "/team",
];

/** A page's path in a language: the first language's is bare, another's under `/<language>` (`/hi` for home). */
export const localPath = (language: string, page: string, first: string): string =>
  language === first ? page : page === "/" ? `/${language}` : `/${language}${page}`;

/** Every language's address of every page, each an entry with the same alternates (the first language as x-default). */
export function sitemapEntries(
  siteUrl: string,
  pages: readonly string[],
  languages: readonly string[],
): SitemapEntry[] {
  const [first] = languages;
  const address = (language: string, page: string) => new URL(localPath(language, page, first), siteUrl).href;
  return languages.flatMap((language) =>
    pages.map((page) => ({
      loc: address(language, page),
      alternates: [
        ...languages.map((each) => ({ hreflang: each, href: address(each, page) })),
        { hreflang: "x-default", href: address(first, page) },
      ],
    })),
  );
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** The sitemap document (sitemaps.org's protocol, alternates as xhtml:link elements). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n` +
      entry.alternates
        .map(
          (link) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>\n`,
        )
        .join("") +
      "  </url>\n",
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join("") +
    "</urlset>\n"
  );
}
