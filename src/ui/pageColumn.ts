import { CONTAINER_MAX_WIDTH } from "./layoutTokens";

/**
 * MUI's `Container` as this theme draws it (full width and centred, 16 px each side, 24 from `sm` up, no wider than
 * the design's container from `lg` up), for the `sx` of a `Box`: the Container's module is then not among the
 * signed-in pages' first downloads. `pageColumn("md")` is `<Container maxWidth="md">`.
 */
export function pageColumn(maxWidth: "md" | "lg" = "lg") {
  return {
    width: "100%",
    mx: "auto",
    boxSizing: "border-box",
    px: { xs: 2, sm: 3 },
    maxWidth: maxWidth === "lg" ? { lg: CONTAINER_MAX_WIDTH } : "md",
  } as const;
}
