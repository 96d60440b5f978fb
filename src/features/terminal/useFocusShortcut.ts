import { type RefObject, useEffect } from "react";
import { flushSync } from "react-dom";
import { useAppStore } from "../../app/hooks";
import { terminalShown } from "./terminalSlice";

export const FOCUS_SHORTCUT_LABEL = "Ctrl+`";

/** Ctrl+` from anywhere on the page brings the terminal into view and puts the cursor in it. */
export function useFocusShortcut(inputRef: RefObject<HTMLInputElement | null>): void {
  const store = useAppStore();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || event.altKey || event.metaKey) return;
      if (event.code !== "Backquote" && event.key !== "`") return;
      event.preventDefault();
      // The input can take focus only once the panel is no longer hidden.
      flushSync(() => store.dispatch(terminalShown()));
      inputRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [inputRef, store]);
}
