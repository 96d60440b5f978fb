import { Route, Routes, useLocation } from "react-router-dom";
import DocumentTitle from "./DocumentTitle";
import { GuestOnly, RequireAuth } from "./guards";
import AppLayout from "./layout/AppLayout";
import RouteErrorBoundary from "./RouteErrorBoundary";
import { PAGE_ROUTES, type Access, type PageRoute } from "./routeTable";

/**
 * A page inside its own error boundary, cleared by the next navigation; the layout stays around it. Its title is set
 * with it: nothing here commits until the page's code (and with it its catalogue areas) has arrived.
 */
function PageSlot({ route }: { route: PageRoute }) {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      <route.page.Page />
      <DocumentTitle meta={route.meta} />
    </RouteErrorBoundary>
  );
}

const pagesFor = (access: Access) =>
  PAGE_ROUTES.filter((route) => route.access === access).map((route) => (
    <Route key={route.path} path={route.path} element={<PageSlot route={route} />} />
  ));

/** Every page in the layout (docs/SPEC.md section 2); the table itself is in routeTable.tsx. */
export function AppRoutes() {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      <Routes>
        <Route element={<AppLayout />}>
          {pagesFor("public")}
          <Route element={<GuestOnly />}>{pagesFor("guest")}</Route>
          <Route element={<RequireAuth />}>{pagesFor("signedIn")}</Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
