import { useT } from "../../i18n/useT";
import * as ui from "../../ui/ui.module.css";

/**
 * Tells screen-reader users that a link opens a new tab; sighted users see the link's icon or context. The link
 * holding it is positioned (`position: relative`), so the hidden text stays inside it.
 */
export default function NewTabHint() {
  const t = useT();
  return <span className={ui.visuallyHidden}> {t("link.newTab")}</span>;
}
