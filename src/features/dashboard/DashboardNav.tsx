import { paths } from "../../config/paths";
import ViewNav, { type NavView } from "../../ui/ViewNav";

export type DashboardView = "home" | "events";

const VIEWS: NavView<DashboardView>[] = [
  { view: "home", to: paths.dashboard, label: "Overview" },
  { view: "events", to: paths.dashboardEvents, label: "Event registration" },
];

/** The dashboard's two views as links, so each has its own address. */
export default function DashboardNav({ view }: { view: DashboardView }) {
  return <ViewNav label="Dashboard" views={VIEWS} current={view} />;
}
