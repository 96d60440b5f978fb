import { Typography } from "@mui/material";
import type { ElementType, ReactNode } from "react";

interface Props {
  children: ReactNode;
  /** The element, `div` unless the alert's title is a heading of the page (`h2`). */
  component?: ElementType;
  id?: string;
}

/**
 * An alert's first line, drawn as MUI's `AlertTitle` draws it (the body type in medium weight, 2 px up, a gutter
 * below) from `Typography`, which every page has already: AlertTitle's module stays off the team cards' first visit.
 */
export default function AlertHeading({ children, component = "div", id }: Props) {
  return (
    <Typography component={component} id={id} gutterBottom sx={{ fontWeight: "fontWeightMedium", mt: "-2px" }}>
      {children}
    </Typography>
  );
}
