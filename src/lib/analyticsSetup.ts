import type { AppConfig } from "../config/appConfig";
import { addPageViewSink, endStartUpViews } from "./analytics";
import { beaconSink } from "./beacon";
import { type AnalyticsLoader, firebaseSink } from "./firebaseAnalytics";

type AnalyticsConfig = Pick<AppConfig, "beaconUrl" | "firebase">;

/**
 * Adds a sink for each configured service, each sent the page views tracked since the start-up. A chunk of its own:
 * src/main.tsx loads it only when a service is configured, so by default nothing is loaded or sent.
 */
export function setupAnalytics(config: AnalyticsConfig, loadFirebase?: AnalyticsLoader): () => void {
  const removers: Array<() => void> = [];
  if (config.beaconUrl) removers.push(addPageViewSink(beaconSink(config.beaconUrl), true));
  if (config.firebase.measurementId) removers.push(addPageViewSink(firebaseSink(config.firebase, loadFirebase), true));
  endStartUpViews();
  return () => removers.forEach((remove) => remove());
}
