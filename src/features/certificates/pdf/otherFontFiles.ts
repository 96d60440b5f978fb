/// <reference types="webpack/module" />
import { type Family, type FontFile, fontFileName } from "./fontSubsets";

/**
 * The other families' files as asset URLs. Webpack emits every matching file but only the URL table enters this chunk
 * (about 4 KB gzip, which a certificate in Latin letters or Devanagari never downloads); a file is fetched when a name
 * needs it. Built on first use, as only webpack knows require.context; the folders are named by path because the
 * packages' exports map only single files.
 */
function otherFamilies(): Record<Exclude<Family, "noto-sans">, (request: string) => unknown> {
  return {
    "noto-sans-arabic": require.context(
      "../../../../node_modules/@fontsource/noto-sans-arabic/files",
      false,
      /-arabic-400-normal\.woff$/,
    ),
    "noto-sans-bengali": require.context(
      "../../../../node_modules/@fontsource/noto-sans-bengali/files",
      false,
      /-bengali-400-normal\.woff$/,
    ),
    "noto-sans-tamil": require.context(
      "../../../../node_modules/@fontsource/noto-sans-tamil/files",
      false,
      /-tamil-400-normal\.woff$/,
    ),
    "noto-sans-telugu": require.context(
      "../../../../node_modules/@fontsource/noto-sans-telugu/files",
      false,
      /-telugu-telugu-400-normal\.woff$/,
    ),
    "noto-sans-kannada": require.context(
      "../../../../node_modules/@fontsource/noto-sans-kannada/files",
      false,
      /-kannada-kannada-400-normal\.woff$/,
    ),
    "noto-sans-malayalam": require.context(
      "../../../../node_modules/@fontsource/noto-sans-malayalam/files",
      false,
      /-malayalam-malayalam-400-normal\.woff$/,
    ),
    "noto-sans-gujarati": require.context(
      "../../../../node_modules/@fontsource/noto-sans-gujarati/files",
      false,
      /-gujarati-gujarati-400-normal\.woff$/,
    ),
    "noto-sans-gurmukhi": require.context(
      "../../../../node_modules/@fontsource/noto-sans-gurmukhi/files",
      false,
      /-gurmukhi-gurmukhi-400-normal\.woff$/,
    ),
    "noto-sans-oriya": require.context(
      "../../../../node_modules/@fontsource/noto-sans-oriya/files",
      false,
      /-oriya-oriya-400-normal\.woff$/,
    ),
    "noto-sans-sc": require.context(
      "../../../../node_modules/@fontsource/noto-sans-sc/files",
      false,
      /-sc-\d+-400-normal\.woff$/,
    ),
    "noto-sans-jp": require.context(
      "../../../../node_modules/@fontsource/noto-sans-jp/files",
      false,
      /-jp-\d+-400-normal\.woff$/,
    ),
    "noto-sans-kr": require.context(
      "../../../../node_modules/@fontsource/noto-sans-kr/files",
      false,
      /-kr-\d+-400-normal\.woff$/,
    ),
  };
}

/** The asset URL of a file of a family other than Noto Sans (Arabic, India's scripts, Chinese, Japanese, Korean). */
export function urlOfOtherFamily(file: FontFile): string {
  if (file.family === "noto-sans") throw new Error("Noto Sans's files are in browserFonts.ts");
  return otherFamilies()[file.family](`./${fontFileName(file)}`) as string;
}
