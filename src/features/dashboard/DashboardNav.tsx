import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/catalogues";
import { useT } from "../../i18n/useT";
import ViewNav, { type NavView } from "../../ui/ViewNav";

export type DashboardView = "home" | "events";

const VIEWS: Array<NavView<DashboardView> & { label: MessageKey }> = [
  { view: "home", to: paths.dashboard, label: "dashboard.nav.overview" },
  { view: "events", to: paths.dashboardEvents, label: "dashboard.nav.events" },
];

/** The dashboard's two views as links, so each has its own address. */
export default function DashboardNav({ view }: { view: DashboardView }) {
  const t = useT();
  const views = VIEWS.map((item) => ({ ...item, label: t(item.label) }));
  return <ViewNav label={t("dashboard.nav.label")} views={views} current={view} />;
}
