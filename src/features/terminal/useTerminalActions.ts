import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { logoutRequested } from "../../api/sessionEvents";
import { useAppStore } from "../../app/hooks";
import { LANGUAGE_NAMES } from "../../i18n/languages";
import { translate } from "../../i18n/translate";
import { chooseLanguage, selectLanguage } from "../language/languageSlice";
import { themeChosen } from "../theme/themeSlice";
import { complete } from "./commands/complete";
import { greeting, interpret } from "./commands/interpret";
import { languageLine } from "./commands/language";
import { type Effect, fail, say } from "./commands/types";
import { terminalContext } from "./terminalContext";
import {
  inputRecorded,
  linesPrinted,
  outputCleared,
  terminalCollapsed,
  terminalExpanded,
  terminalGreeted,
} from "./terminalSlice";

/** The terminal's verbs: run a line, complete one, expand (greeting with the commands the first time) and collapse. */
export function useTerminalActions() {
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  const { dispatch } = store;

  const context = useCallback(() => terminalContext(store.getState(), location), [store, location]);
  /** The language shown now: an answer that arrives after a change of language is said in the new one. */
  const languageNow = useCallback(() => selectLanguage(store.getState()), [store]);

  const apply = useCallback(
    (effect: Effect) => {
      switch (effect.type) {
        case "navigate":
          return void navigate(effect.to);
        case "theme":
          return void dispatch(themeChosen(effect.theme));
        case "language":
          // Said in the new language once its messages have arrived; offline, the old one stays and says why.
          return void dispatch(chooseLanguage(effect.language)).then(
            () => dispatch(linesPrinted([say(languageLine(effect.language))])),
            () =>
              dispatch(
                linesPrinted([
                  fail(
                    translate(languageNow(), "language.failed", {
                      name: LANGUAGE_NAMES[effect.language],
                    }),
                  ),
                ]),
              ),
          );
        case "open":
          return void window.open(effect.url, "_blank", "noopener,noreferrer");
        case "logout":
          return void dispatch(logoutRequested());
        case "clear":
          return void dispatch(outputCleared());
        case "results":
          // The results' shape check (zod) is loaded only now, off the first page's code.
          return void import(/* webpackChunkName: "terminal-results" */ "./resultsLines").then(({ printResults }) =>
            printResults(dispatch, effect, languageNow),
          );
        case "news":
          return void import(/* webpackChunkName: "terminal-news" */ "./newsLines").then(({ printNews }) =>
            printNews(dispatch, effect, languageNow),
          );
      }
    },
    [dispatch, languageNow, navigate],
  );

  const run = useCallback(
    (input: string) => {
      dispatch(inputRecorded(input));
      const { lines, effects } = interpret(input, context());
      dispatch(linesPrinted(lines));
      effects.forEach(apply);
    },
    [apply, context, dispatch],
  );

  const expand = useCallback(() => {
    if (!store.getState().terminal.greeted) {
      dispatch(terminalGreeted());
      dispatch(linesPrinted(greeting(context())));
    }
    dispatch(terminalExpanded());
  }, [context, dispatch, store]);

  const collapse = useCallback(() => dispatch(terminalCollapsed()), [dispatch]);

  /** Completes the input; prints the candidates when there are several. */
  const completeInput = useCallback(
    (input: string) => {
      const completion = complete(input, context());
      if (completion.candidates.length > 0) {
        dispatch(linesPrinted([{ kind: "output", parts: [{ text: completion.candidates.join("  ") }] }]));
      }
      return completion;
    },
    [context, dispatch],
  );

  return useMemo(
    () => ({ run, expand, collapse, completeInput, context }),
    [run, expand, collapse, completeInput, context],
  );
}
