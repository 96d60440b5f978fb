import type { OpenBadgeCredential } from "../../../contract/credentials";
import { saveFile } from "../../lib/saveFile";

/** Saves the signed credential as the JSON file verifiers and wallets import. */
export function saveCredential(credential: OpenBadgeCredential, name: string) {
  const json = `${JSON.stringify(credential, null, 2)}\n`;
  saveFile(new Blob([json], { type: "application/json" }), `${name}.credential.json`);
}
