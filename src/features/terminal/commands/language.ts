import { LANGUAGE_NAMES, LANGUAGES, type Language } from "../../../i18n/languages";
import { translate } from "../../../i18n/translate";
import { type Command, invalid, result, say } from "./types";

/** What `language <choice>` accepts for each language: its code, its English name and its name in itself. */
const CHOICES: Record<string, Language> = {
  en: "en",
  english: "en",
  [LANGUAGE_NAMES.en.toLowerCase()]: "en",
  hi: "hi",
  hindi: "hi",
  [LANGUAGE_NAMES.hi]: "hi",
};

/** The codes `language` and Tab offer. */
export const LANGUAGE_CHOICES: readonly string[] = LANGUAGES;

/** The line `language` prints in `language`: its name (the words of the shell's catalogue, loaded on every page). */
export const languageLine = (language: Language): string =>
  translate(language, "language.terminalNow", { name: LANGUAGE_NAMES[language] });

/**
 * `language [en|hi]`: the command stays English; what it prints is in the language shown, and once changed, in the
 * new one (the component prints it when the messages have arrived: useTerminalActions).
 */
export const language: Command = {
  name: "language",
  usage: `language [${LANGUAGE_CHOICES.join("|")}]`,
  summary: "terminal.summary.language",
  run: (args, context) => {
    if (args.length > 1) return invalid(context.language);
    if (args.length === 0) {
      return result([
        say(languageLine(context.language)),
        say(translate(context.language, "language.terminalChoices", { choices: LANGUAGE_CHOICES.join("|") })),
      ]);
    }
    const choice = CHOICES[args[0].toLowerCase()];
    if (!choice) return invalid(context.language);
    if (choice === context.language) return result([say(languageLine(choice))]);
    return result([], [{ type: "language", language: choice }]);
  },
};
