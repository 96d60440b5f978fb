import * as ui from "../../ui/ui.module.css";

/**
 * Tells screen-reader users that a link opens a new tab; sighted users see the link's icon or context. The link
 * holding it is positioned (`position: relative`), so the hidden text stays inside it.
 */
export default function NewTabHint() {
  return <span className={ui.visuallyHidden}> (opens in a new tab)</span>;
}
