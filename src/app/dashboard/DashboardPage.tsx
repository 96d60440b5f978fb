import { Container, Typography } from "@mui/material";
import type { ComponentType } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { paths } from "../../config/paths";
import { useVerificationCheck } from "../../features/auth/verificationApi";
import DashboardNav, { type DashboardView } from "../../features/dashboard/DashboardNav";
import { type DashboardData, useDashboardData } from "../../features/dashboard/useDashboardData";
import { useT } from "../../i18n/useT";
import KeptCopyNotice from "../../ui/KeptCopyNotice";

/** The page around its view; each view (OverviewView, EventsView) is a chunk of its own, loaded with the page. */
export default function DashboardPage({ view, View }: { view: DashboardView; View: ComponentType<DashboardData> }) {
  const t = useT();
  const data = useDashboardData();
  const location = useLocation();
  const profile = data.profile.data;
  // A verification made meanwhile (the e-mail's link opens in another tab) is noticed without signing out.
  useVerificationCheck(profile !== undefined && !profile.is_verified);

  // Registration needs a complete profile: send the participant there first, and back here after saving.
  if (profile && !profile.is_profile_complete) {
    return <Navigate replace to={paths.profileEditThenNext(location.pathname + location.search)} />;
  }

  return (
    <Container component="section" sx={{ py: { xs: 3, md: 5 } }} aria-labelledby="dashboard-heading">
      <Typography id="dashboard-heading" variant="h1" sx={{ mb: 2, fontSize: { xs: "2rem", md: "2.5rem" } }}>
        {t(view === "events" ? "dashboard.eventsTitle" : "dashboard.title")}
      </Typography>
      <DashboardNav view={view} />
      <KeptCopyNotice />
      <View {...data} />
    </Container>
  );
}
