import { ADMIN_VIEWS, type AdminView } from "../../config/adminViews";
import { paths } from "../../config/paths";
import { useT } from "../../i18n/useT";
import ViewNav from "../../ui/ViewNav";
import { VIEW_NAMES } from "./viewWords";

/** The console's views as links, each with its own address. */
export default function AdminNav({ current }: { current: AdminView }) {
  const t = useT();
  const views = ADMIN_VIEWS.map((item) => ({
    view: item.view,
    label: t(VIEW_NAMES[item.view]),
    to: item.view === "overview" ? paths.admin : paths.adminView(item.view),
  }));
  return <ViewNav label={t("console.title")} views={views} current={current} />;
}
