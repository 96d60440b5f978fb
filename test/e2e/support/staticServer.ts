import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json",
};

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves a production build as a static host would: files as they are, every other path the app shell
 * (history mode), gzip when asked for. Listens on 127.0.0.1 on a free port.
 */
export function serveStatic(root = path.resolve("dist"), port = 0): Promise<StaticServer> {
  if (!existsSync(path.join(root, "index.html"))) throw new Error(`No build in ${root}: run npm run build first.`);
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    let file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ""));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(root, "index.html");
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    const immutable = /\/js\/.+\.[0-9a-f]{10}\.js$/.test(file);
    response.setHeader("Content-Type", type);
    response.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    if (/gzip/.test(String(request.headers["accept-encoding"])) && /text|javascript|json|svg/.test(type)) {
      response.setHeader("Content-Encoding", "gzip");
      response.end(gzipSync(readFileSync(file)));
      return;
    }
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${actual}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
