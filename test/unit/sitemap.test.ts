import { SEED_EVENTS } from "../../contract/seedEvents";
import { localPath, sitemapEntries, sitemapPages, sitemapXml } from "../../contract/sitemap";
import { pathIn } from "../../src/config/paths";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../src/i18n/languages";

// The sitemap's addresses (contract/sitemap.ts, written by the build and answered by the API) are the app's own.

describe("the sitemap", () => {
  const pages = sitemapPages(SEED_EVENTS.map((event) => event.slug));

  it("names each public page at the address the app gives it in every language", () => {
    for (const language of LANGUAGES) {
      for (const page of pages) expect(localPath(language, page, DEFAULT_LANGUAGE)).toBe(pathIn(language, page));
    }
  });

  it("escapes what it writes into the document", () => {
    const xml = sitemapXml(sitemapEntries("https://fest.example.org/?a=1&b=<2>", ["/"], ["en"]));
    expect(xml).toContain("<loc>https://fest.example.org/</loc>");
    const odd = sitemapXml([
      { loc: "https://x.example.org/a&b", alternates: [{ hreflang: 'x"y', href: "https://x.example.org/'" }] },
    ]);
    expect(odd).toContain("<loc>https://x.example.org/a&amp;b</loc>");
    expect(odd).toContain('hreflang="x&quot;y" href="https://x.example.org/&apos;"');
  });
});
