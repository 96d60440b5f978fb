import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stackAddresses } from "./stack";

/** The files that can name the stack's addresses: the app's config (main chunk), the pages' CSP, the service worker. */
const TEXT_FILES = /\.(html|m?js|json|jsonld|css|webmanifest|txt|xml|svg)$/;
/** 127.0.0.1:<port>, also as a regular expression's source (127\.0\.0\.1:<port>, in the service worker's routes). */
const LOOPBACK_PORT = /(127(?:\\?\.0){2}\\?\.1:)(\d{2,5})(?!\d)/g;

function textFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILES.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** How many files of the build name worker 0's API address: none means the build was made for another API. */
export function filesNamingTheStack(root: string): number {
  const { apiBaseUrl } = stackAddresses(0);
  return textFiles(root).filter((file) => readFileSync(file, "utf8").includes(apiBaseUrl)).length;
}

/**
 * The build for worker `worker`: the build made for worker 0's stack (`npm run test:e2e`), copied with worker 0's API
 * and emulator addresses replaced by the worker's own wherever they are written (the app's config, the pages'
 * Content-Security-Policy, the service worker's routes). Ports keep their number of digits, so no size changes. Worker 0
 * serves `source` itself, unless `copyTo` names a folder to copy it to (a site whose pages the API rewrites).
 */
export function workerBuild(source: string, worker: number, copyTo?: string): string {
  if (worker === 0 && copyTo === undefined) return source;
  const from = stackAddresses(0);
  const to = stackAddresses(worker);
  const ports = new Map([
    [String(from.apiPort), String(to.apiPort)],
    [from.authEmulatorHost.split(":")[1], to.authEmulatorHost.split(":")[1]],
  ]);
  const copy = copyTo ?? mkdtempSync(path.join(tmpdir(), `codefest-e2e-worker${worker}-`));
  cpSync(source, copy, { recursive: true });
  for (const file of textFiles(copy)) {
    const text = readFileSync(file, "utf8");
    const rewritten = text.replace(LOOPBACK_PORT, (match, host: string, port: string) =>
      ports.has(port) ? host + ports.get(port) : match,
    );
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
  return copy;
}
