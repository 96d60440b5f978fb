import type { AppConfig } from "../config/appConfig";
import { whenIdle } from "./whenIdle";

type FirebaseOptions = AppConfig["firebase"];
export type LogPageView = (path: string) => void;
export type AnalyticsLoader = (options: FirebaseOptions) => Promise<LogPageView>;

/** Loads the Firebase SDK (its own chunks) and returns a page-view logger; page views are sent by this app only. */
export const loadFirebaseAnalytics: AnalyticsLoader = async (options) => {
  const [{ getApps, initializeApp }, { initializeAnalytics, logEvent }] = await Promise.all([
    import(/* webpackChunkName: "firebase-analytics" */ "firebase/app"),
    import(/* webpackChunkName: "firebase-analytics" */ "firebase/analytics"),
  ]);
  const { apiKey, authDomain, projectId, appId, measurementId } = options;
  const app =
    getApps().find((existing) => existing.name === "analytics") ??
    initializeApp({ apiKey, authDomain, projectId, appId, measurementId }, "analytics");
  const analytics = initializeAnalytics(app, { config: { send_page_view: false } });
  return (path) =>
    logEvent(analytics, "page_view", {
      page_path: path,
      page_location: window.location.origin + path,
      page_title: document.title,
    });
};

/**
 * A page-view sink for Firebase Analytics. The SDK is loaded when the browser is idle after the first page view;
 * page views from before that are kept and sent in order.
 */
export function firebaseSink(options: FirebaseOptions, load: AnalyticsLoader = loadFirebaseAnalytics) {
  const pending: string[] = [];
  let log: LogPageView | undefined;
  let loading = false;
  let failed = false;

  const start = () => {
    loading = true;
    whenIdle(() => {
      load(options)
        .then((logger) => {
          log = logger;
          for (const path of pending.splice(0)) logger(path);
        })
        .catch(() => {
          // Analytics that cannot load (blocked, offline) are skipped; the page carries on.
          failed = true;
          pending.length = 0;
        });
    });
  };

  return (path: string) => {
    if (failed) return;
    if (log) {
      log(path);
      return;
    }
    pending.push(path);
    if (!loading) start();
  };
}
