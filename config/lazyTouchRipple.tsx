import type { TouchRippleActions, TouchRippleProps } from "@mui/material/ButtonBase/TouchRipple";
import { type ComponentType, forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from "react";

type RippleCall = {
  [Method in keyof TouchRippleActions]: [Method, Parameters<TouchRippleActions[Method]>];
}[keyof TouchRippleActions];
type TouchRipple = ComponentType<TouchRippleProps & { ref?: (ripple: TouchRippleActions | null) => void }>;

let loaded: TouchRipple | undefined;
let loading: Promise<TouchRipple> | undefined;

/** MUI's ripple, from a chunk of its own: asked for once, by the first button pressed or focused from the keyboard. */
function loadTouchRipple(): Promise<TouchRipple> {
  loading ??= import(/* webpackChunkName: "touch-ripple" */ "@mui/material/ButtonBase/TouchRipple").then(
    (module) => (loaded = module.default as TouchRipple),
    (error: unknown) => {
      loading = undefined; // the next press asks again
      throw error;
    },
  );
  return loading;
}

function call(ripple: TouchRippleActions, [method, args]: RippleCall) {
  (ripple[method] as (...given: typeof args) => void)(...args);
}

/**
 * Stands in for MUI's `TouchRipple` inside `ButtonBase` in the app's build (webpack.config.ts). MUI mounts the ripple
 * only when a button is first pressed or focused from the keyboard (`useLazyRipple`), but its code, with
 * react-transition-group's, came with every page that shows a button (about 2.6 KB gzip). Here it is fetched when
 * the first ripple is mounted: the calls made before it arrives (start, stop, pulsate) are kept and made once it has
 * mounted, so the first press still shows its ripple, a moment later. The button's focus style does not depend on
 * it. If the code cannot be fetched (offline, on a first visit), the buttons work without a ripple.
 */
const LazyTouchRipple = forwardRef<TouchRippleActions, TouchRippleProps>(function LazyTouchRipple(props, ref) {
  const [Ripple, setRipple] = useState<TouchRipple | undefined>(() => loaded);
  const ripple = useRef<TouchRippleActions | null>(null);
  const waiting = useRef<RippleCall[]>([]);

  useImperativeHandle(ref, () => {
    const forward =
      <Method extends keyof TouchRippleActions>(method: Method) =>
      (...args: Parameters<TouchRippleActions[Method]>) => {
        const given = [method, args] as RippleCall;
        if (ripple.current) call(ripple.current, given);
        else waiting.current.push(given);
      };
    return { start: forward("start"), stop: forward("stop"), pulsate: forward("pulsate") };
  }, []);

  useEffect(() => {
    if (Ripple) return;
    let current = true;
    loadTouchRipple().then(
      (loadedRipple) => {
        if (current) setRipple(() => loadedRipple);
      },
      () => {
        waiting.current = []; // no ripple this time; the button itself works
      },
    );
    return () => {
      current = false;
    };
  }, [Ripple]);

  const mounted = useCallback((actions: TouchRippleActions | null) => {
    ripple.current = actions;
    if (actions) for (const given of waiting.current.splice(0)) call(actions, given);
  }, []);

  return Ripple ? <Ripple {...props} ref={mounted} /> : null;
});

export default LazyTouchRipple;
