import type { AppConfig } from "../../../src/config/appConfig";
import { addPageViewSink, trackPageView } from "../../../src/lib/analytics";
import type * as Analytics from "../../../src/lib/analytics";
import { setupAnalytics } from "../../../src/lib/analyticsSetup";
import type * as AnalyticsSetup from "../../../src/lib/analyticsSetup";
import { beaconSink } from "../../../src/lib/beacon";
import { firebaseSink } from "../../../src/lib/firebaseAnalytics";
import { teamEvents } from "../../support/seedEvents";

const [teamEvent] = teamEvents(1);

const firebase: AppConfig["firebase"] = {
  apiKey: "demo-api-key",
  authDomain: "demo-codefest.firebaseapp.com",
  projectId: "demo-codefest",
  appId: "1:1:web:1",
  measurementId: "",
  authEmulatorHost: "",
};
const BEACON = "https://beacon.example.org/p.gif";

let cleanup: () => void = () => undefined;
let images: HTMLImageElement[] = [];

beforeEach(() => {
  images = [];
  jest.spyOn(window, "Image").mockImplementation(() => {
    const image = document.createElement("img");
    images.push(image);
    return image;
  });
});

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const idle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("page-view analytics", () => {
  it("sends nothing and loads nothing when no service is configured", async () => {
    const loader = jest.fn();
    cleanup = setupAnalytics({ beaconUrl: "", firebase }, loader);
    trackPageView("/events");
    await idle();
    expect(images).toHaveLength(0);
    expect(loader).not.toHaveBeenCalled();
  });

  it("requests the beacon image once per page view with the path, without credentials", () => {
    const loader = jest.fn();
    cleanup = setupAnalytics({ beaconUrl: BEACON, firebase }, loader);
    trackPageView(`/events/${teamEvent}?from=home`);
    trackPageView("/team");
    expect(images).toHaveLength(2);
    const first = new URL(images[0].src);
    expect(first.origin + first.pathname).toBe(BEACON);
    expect(first.searchParams.get("path")).toBe(`/events/${teamEvent}`);
    expect(new URL(images[1].src).searchParams.get("path")).toBe("/team");
    expect(images[0].crossOrigin).toBe("anonymous");
    expect(loader).not.toHaveBeenCalled();
  });

  it("sends the path only, never the query string or hash holding sign-in or join codes", () => {
    cleanup = setupAnalytics({ beaconUrl: BEACON, firebase }, jest.fn());
    trackPageView("/login?mode=signIn&oobCode=SECRET123&apiKey=k");
    trackPageView("/dashboard/events#join=ABC1234");
    const sent = images.map((image) => new URL(image.src).searchParams.get("path"));
    expect(sent).toEqual(["/login", "/dashboard/events"]);
    expect(images.map((image) => image.src).join(" ")).not.toMatch(/SECRET123|ABC1234/);
  });

  it("loads Firebase Analytics after the first page view and sends every page view in order", async () => {
    const sent: string[] = [];
    const loader = jest.fn(async () => (path: string) => void sent.push(path));
    cleanup = setupAnalytics({ beaconUrl: "", firebase: { ...firebase, measurementId: "G-TEST123" } }, loader);
    expect(loader).not.toHaveBeenCalled();
    trackPageView("/");
    trackPageView("/events");
    expect(sent).toEqual([]);
    await idle();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith(expect.objectContaining({ measurementId: "G-TEST123" }));
    expect(sent).toEqual(["/", "/events"]);
    trackPageView("/haxplore");
    expect(sent).toEqual(["/", "/events", "/haxplore"]);
    expect(images).toHaveLength(0);
  });

  it("keeps navigating when Firebase Analytics cannot load", async () => {
    const loader = jest.fn(() => Promise.reject(new Error("blocked")));
    const sink = firebaseSink({ ...firebase, measurementId: "G-TEST123" }, loader);
    sink("/");
    await idle();
    expect(() => sink("/events")).not.toThrow();
    await idle();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("still reaches the other services when one of them throws", () => {
    const removeBroken = addPageViewSink(() => {
      throw new Error("broken");
    });
    const removeBeacon = addPageViewSink(beaconSink(BEACON));
    cleanup = () => {
      removeBroken();
      removeBeacon();
    };
    expect(() => trackPageView("/referral")).not.toThrow();
    expect(images).toHaveLength(1);
  });
});

describe("the start-up's page views", () => {
  /** The modules as a fresh page has them: the first render tracks its view before the services' code has arrived. */
  const freshPage = async () => {
    let modules: [typeof Analytics, typeof AnalyticsSetup] | undefined;
    await jest.isolateModulesAsync(async () => {
      modules = await Promise.all([import("../../../src/lib/analytics"), import("../../../src/lib/analyticsSetup")]);
    });
    if (!modules) throw new Error("the modules did not load");
    return modules;
  };
  const sentPaths = () => images.map((image) => new URL(image.src).searchParams.get("path"));

  it("reach a service set up after them, once each, and later views follow", async () => {
    const [analytics, setup] = await freshPage();
    analytics.trackPageView(`/events/${teamEvent}?from=home`);
    analytics.trackPageView("/team#top");
    expect(images).toHaveLength(0);
    cleanup = setup.setupAnalytics({ beaconUrl: BEACON, firebase }, jest.fn());
    expect(sentPaths()).toEqual([`/events/${teamEvent}`, "/team"]);
    analytics.trackPageView("/haxplore");
    expect(sentPaths()).toEqual([`/events/${teamEvent}`, "/team", "/haxplore"]);
  });

  it("are not kept once the start-up found no service configured", async () => {
    const [analytics] = await freshPage();
    analytics.trackPageView("/");
    analytics.endStartUpViews();
    const views: string[] = [];
    cleanup = analytics.addPageViewSink((path) => views.push(path), true);
    expect(views).toEqual([]);
    analytics.trackPageView("/events");
    expect(views).toEqual(["/events"]);
  });
});
