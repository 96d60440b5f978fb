// A static host for a production build: files as they are, a folder's index.html (pre-rendered pages), every other
// path the app shell, brotli or gzip when asked for, hashed files cached for a year. The root can be switched while it
// runs (a new deploy on the same origin). Run by itself (`node scripts/lighthouse-server.mjs [folder]`) it does what
// `npm run preview` does (scripts/preview.mjs).
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json",
};
const COMPRESSIBLE = /text|javascript|json|svg/;

function compressed(file, encoding, cache) {
  // A file written again (a page the API regenerated on publish) is compressed again, as a static host would serve it.
  const { mtimeMs, size } = statSync(file);
  const key = `${encoding}:${file}:${mtimeMs}:${size}`;
  if (!cache.has(key)) {
    const body = readFileSync(file);
    cache.set(
      key,
      encoding === "br"
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 }),
    );
  }
  return cache.get(key);
}

/** Starts the host on 127.0.0.1 (a free port unless one is given). */
export function startStaticServer(root, port = 0) {
  let current = path.resolve(root);
  let cache = new Map();
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    let file = path.join(current, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ""));
    if (file.startsWith(current) && existsSync(file) && statSync(file).isDirectory()) {
      file = path.join(file, "index.html"); // a pre-rendered page (scripts/prerender.mjs)
    }
    if (!file.startsWith(current) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(current, "index.html");
    }
    const type = TYPES[path.extname(file)] ?? "application/octet-stream";
    // Every file webpack names by its content (scripts, styles, fonts, the shaper's WebAssembly): a prefetched one is then
    // taken from the HTTP cache when it is needed, not downloaded again.
    const immutable = /[/\\](js|css|assets)[/\\][^/\\]+\.[0-9a-f]{8}\.\w+$/.test(file);
    response.setHeader("Content-Type", type);
    response.setHeader("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
    response.setHeader("Vary", "Accept-Encoding");
    const accepted = String(request.headers["accept-encoding"] ?? "");
    const encoding = !COMPRESSIBLE.test(type)
      ? undefined
      : /\bbr\b/.test(accepted)
        ? "br"
        : /gzip/.test(accepted)
          ? "gzip"
          : undefined;
    if (encoding) response.setHeader("Content-Encoding", encoding);
    response.end(encoding ? compressed(file, encoding, cache) : readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        setRoot(next) {
          current = path.resolve(next);
          cache = new Map();
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * `npm run preview` (scripts/preview.mjs): serves `folder` (default dist/) on 127.0.0.1:PREVIEW_PORT (default 4173;
 * 0 picks a free port) until Ctrl-C, or says what is missing.
 */
export async function servePreview(folder = "dist") {
  const root = path.resolve(folder);
  const port = Number(process.env.PREVIEW_PORT ?? 4173);
  if (!existsSync(path.join(root, "index.html"))) {
    console.error(`[preview] No build in ${root}: run npm run build first.`);
    process.exit(1);
  }
  const server = await startStaticServer(root, port).catch((error) => {
    console.error(`[preview] Could not listen on port ${port}: ${error.message}. Set PREVIEW_PORT to another port.`);
    process.exit(1);
  });
  console.log(`[preview] ${path.relative(process.cwd(), root) || "."} at ${server.url}/ (Ctrl-C stops it)`);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
}

// Run directly rather than imported: serve a build (no import.meta here: the tests load this file through Babel).
if (/lighthouse-server\.mjs$/.test(process.argv[1] ?? "")) void servePreview(process.argv[2]);
