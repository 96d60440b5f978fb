// The API's worker thread that regenerates the public pages on publish (server/src/services/sitePages.ts): it renders
// the pages it is given from the published answers and writes them (./sitePages.mjs), then reports the paths written,
// restamped and removed.
// React's rendering is long synchronous work: here it never holds the API's event loop.
import { parentPort, workerData } from "node:worker_threads";
import { regeneratePages } from "./sitePages.mjs";

parentPort.postMessage(await regeneratePages(workerData));
