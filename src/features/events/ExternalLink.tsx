import type { ReactNode } from "react";
import * as ui from "../../ui/ui.module.css";
import * as styles from "./events.module.css";
import NewTabHint from "./NewTabHint";

/** A link to another site in running text, opened in a new tab that cannot reach back into this one. */
export default function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${ui.link} ${styles.externalLink}`}>
      {children}
      <NewTabHint />
    </a>
  );
}
