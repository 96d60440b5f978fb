/**
 * A row of small things (a label and its chip, a code and its copy buttons) that wraps onto more lines when narrow,
 * 8 px apart either way: MUI's `<Stack direction="row" spacing={1} useFlexGap>` with wrapping, for a `Box`'s `sx`,
 * so the signed-in pages' first visits do not load Stack's module.
 */
export const WRAPPING_ROW = { display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 } as const;
