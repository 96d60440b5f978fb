import type { AppConfig } from "../config/appConfig";
import { beaconSink } from "./beacon";
import { type AnalyticsLoader, firebaseSink } from "./firebaseAnalytics";

/** A destination for page views (Firebase Analytics, the image beacon); none is configured by default. */
export type PageViewSink = (path: string) => void;

const sinks = new Set<PageViewSink>();

export function addPageViewSink(sink: PageViewSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

/**
 * Sends a page view to every configured sink; a failing sink never breaks navigation. Only the path is sent: query
 * strings and hashes carry one-time sign-in codes (`oobCode`) and teams' access codes.
 */
export function trackPageView(location: string): void {
  const path = location.split(/[?#]/, 1)[0];
  for (const sink of sinks) {
    try {
      sink(path);
    } catch {
      // analytics must never break the page
    }
  }
}

/** Adds a sink for each configured service; with none configured nothing is loaded or sent. */
export function setupAnalytics(
  config: Pick<AppConfig, "beaconUrl" | "firebase">,
  loadFirebase?: AnalyticsLoader,
): () => void {
  const removers: Array<() => void> = [];
  if (config.beaconUrl) removers.push(addPageViewSink(beaconSink(config.beaconUrl)));
  if (config.firebase.measurementId) removers.push(addPageViewSink(firebaseSink(config.firebase, loadFirebase)));
  return () => removers.forEach((remove) => remove());
}
