/** A destination for page views (Firebase Analytics, the image beacon); none is configured by default. */
export type PageViewSink = (path: string) => void;

const sinks = new Set<PageViewSink>();
/**
 * The page views of the start-up, kept until the configured sinks are set up (their code is a chunk of its own, loaded
 * after the first render only when a service is configured: src/lib/analyticsSetup.ts); `null` once they are, or once
 * none is configured.
 */
let startUpViews: string[] | null = [];
/** A start-up without a configured service keeps no more than this. */
const MAX_START_UP_VIEWS = 10;

function send(sink: PageViewSink, path: string): void {
  try {
    sink(path);
  } catch {
    // analytics must never break the page
  }
}

/** Adds a sink; `withStartUpViews` also sends it the page views tracked before the sinks were set up. */
export function addPageViewSink(sink: PageViewSink, withStartUpViews = false): () => void {
  sinks.add(sink);
  if (withStartUpViews) for (const path of startUpViews ?? []) send(sink, path);
  return () => sinks.delete(sink);
}

/** The configured sinks are set up (or none is configured): the start-up's page views are no longer kept. */
export function endStartUpViews(): void {
  startUpViews = null;
}

/**
 * Sends a page view to every sink; a failing sink never breaks navigation. Only the path is sent: query strings and
 * hashes carry one-time sign-in codes (`oobCode`) and teams' access codes.
 */
export function trackPageView(location: string): void {
  const path = location.split(/[?#]/, 1)[0];
  if (startUpViews && startUpViews.length < MAX_START_UP_VIEWS) startUpViews.push(path);
  for (const sink of sinks) send(sink, path);
}
