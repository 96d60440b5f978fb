import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { seededSlugs } from "../support/seedEvents";

// Organisers rename, hide and replace the seed's events; a test that names one by its slug breaks for that reason
// rather than for the behaviour it checks. Tests take their events from test/support/seedEvents.ts by what they are.
// The one exception is the test that pins the seed to the specification's seven.
const root = path.resolve(__dirname, "../..");
const ALLOWED = ["test/support/seedEvents.ts", "test/server/content.test.ts"];

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const slugPattern = new RegExp(`(?<![A-Za-z0-9])(${seededSlugs.join("|")})(?![A-Za-z0-9])`);

/** Each place in `source` that writes a seeded slug: in a string, template or regular expression, or as a key. */
function seedSlugsIn(source: string, fileName = "file.tsx"): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const text =
      ts.isStringLiteralLike(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isJsxText(node)
        ? node.text
        : ts.isIdentifier(node) &&
            (ts.isPropertyAccessExpression(node.parent) || ts.isPropertyAssignment(node.parent)) &&
            node.parent.name === node
          ? node.text
          : null;
    const match = text === null ? null : slugPattern.exec(text.replace(/%2F/gi, "/"));
    if (match) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${fileName}:${line + 1} ${match[1]}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("the test files", () => {
  it("take the seed's events from test/support/seedEvents.ts, never by a seeded slug", () => {
    const written = testFiles("test")
      .filter((file) => !ALLOWED.includes(file))
      .flatMap((file) => seedSlugsIn(readFileSync(path.join(root, file), "utf8"), file));
    expect(written).toEqual([]);
  });

  it("find a seeded slug however it is written, and not a word that merely contains one", () => {
    const [slug] = seededSlugs;
    const sources = [
      `const a = "${slug}";`,
      `const b = '/events/${slug}';`,
      `const c = \`events/${slug}/?page=\${1}\`;`,
      `const d = /events\\/${slug}/;`,
      `const e = ids.${slug};`,
      `const f = { ${slug}: 1 };`,
      `const g = <p>${slug}</p>;`,
      `const h = "/login?redirect=%2Fevents%2F${slug}";`,
    ];
    expect(sources.map((source) => seedSlugsIn(source).length)).toEqual(sources.map(() => 1));
    expect(seedSlugsIn(`const i = "x${slug}x"; const ${slug}Like = 1;`)).toEqual([]);
  });
});
