import { Alert, Box, Button, Typography } from "@mui/material";
import { memo, Suspense } from "react";
import { useParams } from "react-router-dom";
import { consoleListOfView } from "../../../contract/consoleLists";
import { findAdminView, type AdminView } from "../../config/adminViews";
import { paths } from "../../config/paths";
import { useT } from "../../i18n/useT";
import { useFirstAnswerLater } from "../../lib/useFirstAnswerLater";
import LoadError from "../../ui/LoadError";
import NotFoundPage from "../../ui/NotFoundPage";
import { pageColumn } from "../../ui/pageColumn";
import { SiteLink } from "../../ui/SiteLink";
import { useGetProfileQuery } from "../profile/profileApi";
import AdminNav from "./AdminNav";
import { ConsoleListView, CONSOLE_VIEWS as VIEWS } from "./consoleViews";
import HeldScreen from "./HeldScreen";
import { VIEW_NAMES } from "./viewWords";

/**
 * The view's own component, or the plain list view of its console list. Memoised: the page renders again when the
 * role check answers, the view (asked for beside it) only when it changes.
 */
const ConsoleView = memo(function ConsoleView({ view }: { view: AdminView }) {
  const t = useT();
  const View = VIEWS[view];
  const list = consoleListOfView(view);
  // Each view's code is a chunk of its own (consoleViews.ts), asked for at start-up with the view's first requests.
  return (
    <Suspense fallback={<HeldScreen label={t("console.loadingView")} />}>
      {View ? <View /> : list ? <ConsoleListView list={list} label={t(VIEW_NAMES[view])} /> : null}
    </Suspense>
  );
});

function NotAnOrganiser() {
  const t = useT();
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      <Typography component="h2" variant="h6">
        {t("console.notOrganiser.title")}
      </Typography>
      {t("console.notOrganiser.text")}
      <Box sx={{ mt: 1 }}>
        <Button component={SiteLink} to={paths.dashboard} variant="outlined">
          {t("console.notOrganiser.back")}
        </Button>
      </Box>
    </Alert>
  );
}

/** /admin and its views: the organisers' console (docs/API.md "Organisers"); others are told it is not for them. */
export default function AdminPage() {
  const { view } = useParams();
  const t = useT();
  const found = findAdminView(view);
  // The role's answer (and with it the console's navigation) renders in the transition after the render that tells
  // of it: it often comes while the page is being mounted, and that render is then synchronous.
  const { data: profile, error, refetch, isLoading } = useFirstAnswerLater(useGetProfileQuery());
  if (!found || !(VIEWS[found.view] || consoleListOfView(found.view))) return <NotFoundPage />;
  // At least a screen high, so the footer is never on the console's first screen: a short view's content replacing
  // its held screen (HeldScreen) would otherwise pull the footer up into sight, a layout shift of its own.
  return (
    <Box sx={{ ...pageColumn(), py: 4, minHeight: "100vh" }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {found.view === "overview" ? t("console.title") : t("console.titleOf", { view: t(VIEW_NAMES[found.view]) })}
      </Typography>
      {isLoading && <HeldScreen label={t("console.checkingRole")} />}
      {!isLoading && !profile && <LoadError what={t("console.load.profile")} error={error} onRetry={refetch} />}
      {profile && !profile.is_organiser && <NotAnOrganiser />}
      {profile?.is_organiser && <AdminNav current={found.view} />}
      {/* The view asks for its data while the role is checked, not after: an organiser's first page comes a round trip
          sooner (a participant's requests get 403 and the view is gone before anything of it shows). */}
      {(isLoading || profile?.is_organiser) && (
        <div hidden={!profile?.is_organiser}>
          <ConsoleView view={found.view} />
        </div>
      )}
    </Box>
  );
}
