import { type ComponentType, lazy, Suspense, useState } from "react";

/** What a button spreads to fetch a lazy part's code on intent: the pointer over it or the keyboard's focus on it. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onFocus: () => void;
}

/**
 * A part shown only after an interaction (a dialog), out of the page's first download: its code is fetched when the
 * user shows the intent to open it (`intent`, spread on the button that opens it), at the latest when it is rendered
 * open. `Shown` renders nothing until `open` has been true once, then stays mounted, so a dialog's closing transition
 * still plays; while the code arrives (from the cache, as a rule: the intent came first) nothing is shown in its place.
 * `Lazy` is the part itself, for a caller that mounts it only when shown (inside a `Suspense`).
 */
export function lazyOnIntent<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const Lazy = lazy(load) as unknown as ComponentType<Props>;
  const prepare = () => void load().catch(() => undefined);
  const intent: IntentHandlers = { onPointerEnter: prepare, onFocus: prepare };
  function Shown(props: Props & { open: boolean }) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Lazy, Shown, intent, prepare };
}
