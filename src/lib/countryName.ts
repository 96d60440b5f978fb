let names: Intl.DisplayNames | null | undefined;

/** A country code's English name ("IN" -> "India"); anything that is not a code comes back as it is. */
export function countryName(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(["en"], { type: "region" });
    } catch {
      names = null;
    }
  }
  if (!names || !/^[A-Z]{2}$/.test(code)) return code;
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
