import { Alert, Box, Button, CircularProgress, Container, Typography } from "@mui/material";
import type { ComponentType } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import { consoleListOfView } from "../../../contract/admin";
import { findAdminView, type AdminView } from "../../config/adminViews";
import { paths } from "../../config/paths";
import { useT } from "../../i18n/useT";
import LoadError from "../../ui/LoadError";
import NotFoundPage from "../../ui/NotFoundPage";
import { useGetProfileQuery } from "../profile/profileApi";
import AdminNav from "./AdminNav";
import AmbassadorsView from "./views/AmbassadorsView";
import AnnouncementsView from "./views/AnnouncementsView";
import AuditView from "./views/AuditView";
import CertificatesView from "./views/CertificatesView";
import EventsView from "./views/EventsView";
import FinderView from "./views/FinderView";
import ListView from "./views/ListView";
import OrganisersView from "./views/OrganisersView";
import OverviewView from "./views/OverviewView";
import ParticipantsView from "./views/ParticipantsView";
import ResultsView from "./views/ResultsView";
import TeamsView from "./views/TeamsView";
import { VIEW_NAMES } from "./viewWords";

/** The views with their own code; a view not here shows its console list (contract/admin.ts `view`) with ListView. */
const VIEWS: Partial<Record<AdminView, ComponentType>> = {
  overview: OverviewView,
  events: EventsView,
  teams: TeamsView,
  participants: ParticipantsView,
  ambassadors: AmbassadorsView,
  results: ResultsView,
  certificates: CertificatesView,
  announcements: AnnouncementsView,
  finder: FinderView,
  organisers: OrganisersView,
  audit: AuditView,
};

/** The view's own component, or the plain list view of its console list. */
function ConsoleView({ view }: { view: AdminView }) {
  const t = useT();
  const View = VIEWS[view];
  if (View) return <View />;
  const list = consoleListOfView(view);
  return list ? <ListView list={list} label={t(VIEW_NAMES[view])} /> : null;
}

function NotAnOrganiser() {
  const t = useT();
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      <Typography component="h2" variant="h6">
        {t("console.notOrganiser.title")}
      </Typography>
      {t("console.notOrganiser.text")}
      <Box sx={{ mt: 1 }}>
        <Button component={RouterLink} to={paths.dashboard} variant="outlined">
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
  const { data: profile, error, refetch, isLoading } = useGetProfileQuery();
  if (!found || !(VIEWS[found.view] || consoleListOfView(found.view))) return <NotFoundPage />;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {found.view === "overview" ? t("console.title") : t("console.titleOf", { view: t(VIEW_NAMES[found.view]) })}
      </Typography>
      {isLoading && <CircularProgress aria-label={t("console.checkingRole")} />}
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
    </Container>
  );
}
