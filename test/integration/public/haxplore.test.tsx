import { act, fireEvent, screen, within } from "@testing-library/react";
import { renderApp } from "../../utils/renderWithProviders";
import { findPageHeading } from "./pageHeading";

const SECTIONS = ["About", "Themes", "Timeline", "Prizes", "FAQ"];

/** jsdom has no layout: place the sections as a browser would, 1000 px apart, relative to the current scroll. */
function layOutSections() {
  ["about", "themes", "timeline", "prizes", "faq"].forEach((id, index) => {
    const section = document.getElementById(id) as HTMLElement;
    section.getBoundingClientRect = () => ({ top: index * 1000 - window.scrollY }) as DOMRect;
  });
  Object.defineProperty(document.documentElement, "scrollHeight", { configurable: true, value: 10_000 });
}

function scrollWindowTo(y: number) {
  window.scrollY = y;
  fireEvent.scroll(window);
}

describe("the haxplore page", () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    window.scrollY = 0;
    scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(((_x: number, y: number) => {
      window.scrollY = y;
    }) as typeof window.scrollTo);
  });
  afterEach(() => scrollTo.mockRestore());

  it("has a section and a navigation link for about, themes, timeline, prizes and FAQ", async () => {
    renderApp({ route: "/haxplore" });
    await findPageHeading("Haxplore");
    const nav = screen.getByRole("navigation", { name: "On this page" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(SECTIONS);
    for (const id of ["about", "themes", "timeline", "prizes", "faq"]) {
      expect(
        within(nav).getByRole("link", { name: SECTIONS[["about", "themes", "timeline", "prizes", "faq"].indexOf(id)] }),
      ).toHaveAttribute("href", `#${id}`);
      expect(document.getElementById(id)).toHaveAccessibleName();
    }
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "location");
  });

  it("scrolls smoothly to a section in 30 steps over 500 ms, then marks it current and focuses it", async () => {
    renderApp({ route: "/haxplore" });
    await findPageHeading("Haxplore");
    layOutSections();
    scrollTo.mockClear();
    jest.useFakeTimers();
    try {
      const nav = screen.getByRole("navigation", { name: "On this page" });
      fireEvent.click(within(nav).getByRole("link", { name: "Prizes" }));
      act(() => jest.advanceTimersByTime(250));
      const halfway = window.scrollY;
      expect(halfway).toBeGreaterThan(0);
      expect(halfway).toBeLessThan(3000);
      act(() => jest.advanceTimersByTime(260));
      expect(scrollTo).toHaveBeenCalledTimes(30);
      expect(window.scrollY).toBe(3000);
      expect(within(nav).getByRole("link", { name: "Prizes" })).toHaveAttribute("aria-current", "location");
      expect(document.activeElement).toBe(document.getElementById("prizes"));
    } finally {
      jest.useRealTimers();
    }
  });

  it("follows the reader's scrolling: the section whose top has passed the top of the window is current", async () => {
    renderApp({ route: "/haxplore" });
    await findPageHeading("Haxplore");
    layOutSections();
    const nav = screen.getByRole("navigation", { name: "On this page" });
    act(() => scrollWindowTo(2100));
    expect(within(nav).getByRole("link", { name: "Timeline" })).toHaveAttribute("aria-current", "location");
    expect(within(nav).getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current");
    act(() => scrollWindowTo(900));
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "location");
  });

  it("jumps without animation when the reader prefers reduced motion", async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes("reduce"),
    })) as typeof window.matchMedia;
    try {
      renderApp({ route: "/haxplore" });
      await findPageHeading("Haxplore");
      layOutSections();
      scrollTo.mockClear();
      const nav = screen.getByRole("navigation", { name: "On this page" });
      fireEvent.click(within(nav).getByRole("link", { name: "Themes" }));
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(window.scrollY).toBe(1000);
      expect(within(nav).getByRole("link", { name: "Themes" })).toHaveAttribute("aria-current", "location");
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
