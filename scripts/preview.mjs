// `npm run preview`: the production build (`dist/`, or the folder given as the first argument) served as a static host
// serves it: a folder's index.html (the pre-rendered pages), the app shell for every other path (history mode),
// brotli or gzip when the browser asks. On http://127.0.0.1:4173/ unless PREVIEW_PORT says otherwise (0: a free port).
// The build talks to API_BASE_URL as built (default http://127.0.0.1:8000/api/, the API server of `npm start`, whose
// CORS_ORIGINS default lets this origin in).
import { servePreview } from "./lighthouse-server.mjs";

await servePreview(process.argv[2]);
