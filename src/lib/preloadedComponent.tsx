import type { ComponentType } from "react";

/**
 * A component whose code is already on its way (`code`: the `import()` started by the caller). Once the code has
 * arrived it renders in the same pass, where `React.lazy` would still suspend once, commit its Suspense fallback and
 * then wait for React's reveal throttle (300 ms after the last fallback) before showing it: on a revisit, whose code
 * comes from the service worker's cache within a task, that wait was the largest part of the dashboard's time to its
 * teams. Until then it suspends; a failed download reaches the nearest error boundary when it renders.
 */
export function preloadedComponent<Props extends object>(
  code: Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let failure: { error: unknown } | undefined;
  const settled = code.then(
    (module) => {
      loaded = module.default;
    },
    (error: unknown) => {
      failure = { error };
    },
  );
  function Preloaded(props: Props) {
    if (failure) throw failure.error;
    if (!loaded) throw settled;
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  return Preloaded;
}
