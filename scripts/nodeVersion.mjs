// The Node versions the project runs on, as package.json's `engines` says: 20.19 or a later 20, or 22 and later.
// (Node 21 is an odd, unsupported line.) `npm start` checks it first, so an old Node fails with a sentence, not a
// stack trace from deep inside a dependency.
export const SUPPORTED_NODE = "20.19+ or 22+";

/** Why this Node version cannot run the project, or null when it can. */
export function nodeVersionProblem(version) {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  const supported = (major === 20 && minor >= 19) || major >= 22;
  if (supported) return null;
  return `Codefest '20 needs Node ${SUPPORTED_NODE}; this is Node ${version.replace(/^v/, "")}. Install a supported Node (e.g. the current LTS), then run npm install and npm start again.`;
}
