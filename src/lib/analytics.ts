/** A destination for page views (Firebase Analytics, the image beacon); none is configured by default. */
export type PageViewSink = (path: string) => void;

const sinks = new Set<PageViewSink>();

export function addPageViewSink(sink: PageViewSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

/** Sends a page view to every configured sink; a failing sink never breaks navigation. */
export function trackPageView(path: string): void {
  for (const sink of sinks) {
    try {
      sink(path);
    } catch {
      // analytics must never break the page
    }
  }
}
