import { alpha, styled } from "@mui/material/styles";
import type { ReactNode } from "react";

type Tone = "default" | "primary" | "success" | "error";
type Look = "filled" | "outlined";

interface Props {
  label: ReactNode;
  color?: Tone;
  variant?: Look;
}

const Root = styled("span", { shouldForwardProp: (prop) => prop !== "tone" && prop !== "look" })<{
  tone: Tone;
  look: Look;
}>(({ theme, tone, look }) => {
  const main = tone === "default" ? undefined : theme.palette[tone].main;
  const neutralBorder = theme.palette.mode === "light" ? theme.palette.grey[400] : theme.palette.grey[700];
  return {
    display: "inline-flex",
    alignItems: "center",
    maxWidth: "100%",
    height: 24,
    boxSizing: "border-box",
    borderRadius: 16,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.5,
    whiteSpace: "nowrap",
    verticalAlign: "middle",
    "& > span": { overflow: "hidden", textOverflow: "ellipsis", paddingInline: look === "outlined" ? 7 : 8 },
    ...(look === "filled"
      ? {
          border: 0,
          backgroundColor: main ?? theme.palette.action.selected,
          color: tone === "default" ? theme.palette.text.primary : theme.palette[tone].contrastText,
        }
      : {
          border: `1px solid ${main ? alpha(main, 0.7) : neutralBorder}`,
          color: main ?? theme.palette.text.primary,
        }),
  };
});

/**
 * A short status as MUI's small Chip draws it (a team's state, "Verified", "New"): the same size, colours and
 * outline, for a label that is not a control. MUI's Chip (about 3 KB gzip with its classes and delete icon) is made
 * for chips that can be clicked or deleted; none of these can, and the dashboard's first screen shows several.
 */
export default function LabelChip({ label, color = "default", variant = "filled" }: Props) {
  return (
    <Root tone={color} look={variant}>
      <span>{label}</span>
    </Root>
  );
}
