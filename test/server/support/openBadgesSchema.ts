import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import Ajv2019, { type ErrorObject } from "ajv/dist/2019";
import addFormats from "ajv-formats";

const SCHEMA_FILE = "ob_v3p0_achievementcredential_schema.json";

/**
 * 1EdTech's JSON Schema for an Open Badges 3.0 AchievementCredential, read from the standards folder beside the
 * repository (`../shared/standards/`, as on every machine and in CI), never from a copy in the repository:
 * STANDARDS_DIR names another folder, else the first `shared/standards` holding it beside the repository or beside one
 * of its parent folders (a worktree or a clone made inside another folder finds it too). A mutation run tests a copy
 * of the repository elsewhere and names the repository in MUTATION_REPOSITORY (stryker.config.mjs). Where no folder
 * holds it, the path beside the repository: the checks fail naming it.
 */
function findSchema(): string {
  if (process.env.STANDARDS_DIR) return path.resolve(process.env.STANDARDS_DIR, SCHEMA_FILE);
  const repository = path.resolve(process.env.MUTATION_REPOSITORY ?? path.resolve(__dirname, "../../.."));
  for (let folder = repository; ; folder = path.dirname(folder)) {
    const candidate = path.resolve(folder, "../shared/standards", SCHEMA_FILE);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(folder) === folder) return path.resolve(repository, "../shared/standards", SCHEMA_FILE);
  }
}

export const OB_SCHEMA_PATH = findSchema();

type Validate = (credential: object) => string[];

let compiled: Validate | undefined;

/**
 * The schema compiled with Ajv's draft 2019-09 validator: its `date` and `date-time` formats checked (ajv-formats), every
 * keyword known (strict mode: an unknown keyword or format is an error, not a skipped check), and any `$ref` that does
 * not resolve inside the file an error at compile time (Ajv fetches nothing). A missing file fails naming its path.
 */
function openBadgesValidator(): Validate {
  if (compiled) return compiled;
  if (!existsSync(OB_SCHEMA_PATH)) {
    throw new Error(
      `The Open Badges 3.0 schema is missing: ${OB_SCHEMA_PATH} (1EdTech's ${SCHEMA_FILE}, kept in the standards ` +
        "folder beside the repository, or in the folder STANDARDS_DIR names)",
    );
  }
  const schema = JSON.parse(readFileSync(OB_SCHEMA_PATH, "utf8")) as Record<string, unknown>;
  const ajv = new Ajv2019({ strict: true, strictTuples: false, allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  compiled = (credential) => {
    if (validate(credential)) return [];
    return (validate.errors ?? []).map(
      (error: ErrorObject) =>
        `${error.instancePath || "/"} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`,
    );
  };
  return compiled;
}

/**
 * What 1EdTech's schema finds wrong with a signed credential (an empty list: it conforms). That form of the schema
 * wants `proof` as an array; a credential carries one proof as an object, so it is wrapped for the check only.
 */
export function openBadgesSchemaErrors(credential: object): string[] {
  const { proof } = credential as { proof?: unknown };
  const checked = proof === undefined || Array.isArray(proof) ? credential : { ...credential, proof: [proof] };
  return openBadgesValidator()(checked);
}
