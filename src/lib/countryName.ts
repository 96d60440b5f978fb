const names = new Map<string, Intl.DisplayNames | null>();

/**
 * A country code's name in the language ("IN" -> "India", in Hindi "भारत"); English by default. Anything that is not a
 * code comes back as it is.
 */
export function countryName(code: string, language = "en"): string {
  let displayNames = names.get(language);
  if (displayNames === undefined) {
    try {
      displayNames = new Intl.DisplayNames([language], { type: "region" });
    } catch {
      displayNames = null;
    }
    names.set(language, displayNames);
  }
  if (!displayNames || !/^[A-Z]{2}$/.test(code)) return code;
  try {
    return displayNames.of(code) ?? code;
  } catch {
    return code;
  }
}
