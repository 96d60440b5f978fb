// The JavaScript a first visit landing on a page downloads in a language, from a production build's stats (webpack's
// `--json`): the entry's files, the page's chunk group, and the language's catalogues of the shell and of the page
// (src/i18n/catalogues.ts: each area and language is a chunk of its own, `messages-<area>-<language>`). Also names
// the catalogues of another language that one of those files carries: a first visit must download none.

/** A catalogue module's area and language, from its name (`./src/i18n/messages/home/en.json`). */
const CATALOGUE = /src\/i18n\/messages\/([^/]+)\/([^/.]+)\.json$/;

/** The catalogues a chunk carries, as `<area>/<language>`, including those webpack concatenated into a module. */
function cataloguesIn(chunk) {
  const found = [];
  const visit = (module) => {
    const match = CATALOGUE.exec(module.name ?? "");
    if (match) found.push({ area: match[1], language: match[2] });
    for (const inner of module.modules ?? []) visit(inner);
  };
  for (const module of chunk.modules ?? []) visit(module);
  return found;
}

const scripts = (assets) => (assets ?? []).map((asset) => asset.name ?? asset).filter((name) => name.endsWith(".js"));

/**
 * The files a first visit landing on `page` (a chunk group whose catalogue area has the same name: home, events,
 * event) in `language` downloads (in order, each once), the other languages' catalogues among them (`file:
 * area/language`), and the chunk groups missing from the build (a catalogue that is not a chunk of its own).
 * @param {{ entrypoints: Record<string, { assets: unknown[] }>, namedChunkGroups: Record<string, { assets: unknown[] }>, chunks: Array<{ files: string[], modules?: unknown[] }> }} stats
 * @param {string} page
 * @param {string} language
 */
export function firstVisit(stats, page, language) {
  const entry = scripts(stats.entrypoints.main.assets);
  const groups = [page, `messages-shell-${language}`, `messages-${page}-${language}`];
  const missing = groups.filter((name) => !stats.namedChunkGroups[name]);
  const files = [...new Set([...entry, ...groups.flatMap((name) => scripts(stats.namedChunkGroups[name]?.assets))])];
  const foreign = stats.chunks
    .filter((chunk) => chunk.files.some((file) => files.includes(file)))
    .flatMap((chunk) =>
      cataloguesIn(chunk)
        .filter((catalogue) => catalogue.language !== language)
        .map(
          (catalogue) => `${chunk.files.find((file) => file.endsWith(".js"))}: ${catalogue.area}/${catalogue.language}`,
        ),
    );
  return { files, missing, foreign };
}
