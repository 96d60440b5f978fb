import { Link, type LinkProps } from "@mui/material";
import type { ReactNode } from "react";
import NewTabHint from "./NewTabHint";

/** A link to another site, opened in a new tab that cannot reach back into this one. */
export default function ExternalLink({
  href,
  children,
  sx,
  ...props
}: { href: string; children: ReactNode } & LinkProps) {
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      sx={[{ position: "relative" }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    >
      {children}
      <NewTabHint />
    </Link>
  );
}
