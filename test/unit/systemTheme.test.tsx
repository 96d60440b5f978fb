import { act, render } from "@testing-library/react";
import { Provider } from "react-redux";
import { makeStore } from "../../src/app/store";
import ThemeRoot from "../../src/app/ThemeRoot";
import { loadThemeState, themeToggled } from "../../src/features/theme/themeSlice";

/** A system whose light or dark preference the test sets and changes, as the OS setting would. */
function emulateSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  const query = {
    get matches() {
      return dark;
    },
    media: "(prefers-color-scheme: dark)",
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((media: string) =>
    media === query.media ? query : original(media)) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      dark = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function renderRoot() {
  const store = makeStore({ theme: loadThemeState() });
  render(
    <Provider store={store}>
      <ThemeRoot>
        <p>page</p>
      </ThemeRoot>
    </Provider>,
  );
  return store;
}

describe("the theme on a first visit", () => {
  let system: ReturnType<typeof emulateSystemScheme>;
  afterEach(() => {
    system.restore();
    delete document.documentElement.dataset.theme;
  });

  it("starts dark when the system prefers dark, and follows the system's changes", () => {
    system = emulateSystemScheme(true);
    renderRoot();
    expect(document.documentElement.dataset.theme).toBe("dark");
    system.set(false);
    expect(document.documentElement.dataset.theme).toBe("light");
    system.set(true);
    expect(document.documentElement.dataset.theme).toBe("dark");
    // Following is not choosing: the next visit follows the system again.
    expect(window.localStorage.getItem("theme")).toBeNull();
  });

  it("keeps the user's choice once made, whatever the system says afterwards", () => {
    system = emulateSystemScheme(false);
    const store = renderRoot();
    expect(document.documentElement.dataset.theme).toBe("light");
    act(() => {
      store.dispatch(themeToggled());
    });
    expect(document.documentElement.dataset.theme).toBe("dark");
    system.set(true);
    system.set(false);
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(window.localStorage.getItem("theme")).toBe("dark");
  });

  it("keeps a choice stored on an earlier visit over the system's preference", () => {
    window.localStorage.setItem("theme", "light");
    system = emulateSystemScheme(true);
    renderRoot();
    expect(document.documentElement.dataset.theme).toBe("light");
  });
});
