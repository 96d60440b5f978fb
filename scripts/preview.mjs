// `npm run preview`: the production build (`dist/`, or the folder given as the first argument) served as a static host
// serves it: a folder's index.html (the pre-rendered pages), the app shell for every other path (history mode),
// brotli or gzip when the browser asks. On http://127.0.0.1:4173/ unless PREVIEW_PORT says otherwise (0: a free port).
// The build talks to API_BASE_URL as built (default http://127.0.0.1:8000/api/, the API server of `npm start`, whose
// CORS_ORIGINS default lets this origin in).
import { existsSync } from "node:fs";
import path from "node:path";
import { startStaticServer } from "./lighthouse-server.mjs";

const root = path.resolve(process.argv[2] ?? "dist");
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
