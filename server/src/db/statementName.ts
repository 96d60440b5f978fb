import { createHash } from "node:crypto";

const names = new Map<string, string>();

/** The name a prepared statement gets: the same text always gets the same name, another text another name. */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `s_${createHash("sha256").update(sql, "utf8").digest("hex").slice(0, 32)}`;
    names.set(sql, name);
  }
  return name;
}
