import type { ComponentType } from "react";

type PageModule = { default: ComponentType };

export interface LazyPage {
  /** Renders the page; until its code has arrived it suspends (navigations are transitions: the old page stays). */
  Page: ComponentType;
  /** Starts (or joins) the download; resolves once the page renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A page whose code is downloaded on first use. Unlike React.lazy it can be loaded before the first render, so the
 * pre-rendered copy is adopted in one synchronous pass; a failed download reaches the route's error boundary.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  let failure: { error: unknown } | undefined;

  const preload = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failure = { error };
        throw error;
      },
    );
    return pending;
  };

  function Page() {
    // Thrown rather than passed to `use`: React then retries when it settles, in tests' act() scopes too.
    // A failed download stays failed until a reload (the error page offers one), as an unreachable file would.
    if (failure) throw failure.error;
    if (!loaded) throw preload();
    const Loaded = loaded as ComponentType;
    return <Loaded />;
  }

  return { Page, preload };
}
