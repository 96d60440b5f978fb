import { existsSync } from "node:fs";
import path from "node:path";
import { startStaticServer, type StaticServer } from "../../../scripts/lighthouse-server.mjs";

export type { StaticServer };

/**
 * Serves a production build as a static host would (the same host the benchmark uses): files as they are, every other
 * path the app shell (history mode), compressed when asked for. Listens on 127.0.0.1 on a free port.
 */
export function serveStatic(root = path.resolve("dist"), port = 0): Promise<StaticServer> {
  if (!existsSync(path.join(root, "index.html"))) throw new Error(`No build in ${root}: run npm run build first.`);
  return startStaticServer(root, port);
}
