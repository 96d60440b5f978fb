import { ADMIN_VIEWS, type AdminView } from "../../config/adminViews";
import { paths } from "../../config/paths";
import ViewNav from "../../ui/ViewNav";

const VIEWS = ADMIN_VIEWS.map((item) => ({
  ...item,
  to: item.view === "overview" ? paths.admin : paths.adminView(item.view),
}));

/** The console's views as links, each with its own address. */
export default function AdminNav({ current }: { current: AdminView }) {
  return <ViewNav label="Console" views={VIEWS} current={current} />;
}
