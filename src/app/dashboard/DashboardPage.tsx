import { Box, Typography } from "@mui/material";
import {
  type ComponentType,
  Suspense,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { Navigate, useLocation } from "react-router-dom";
import { paths } from "../../config/paths";
import { useVerificationCheck } from "../../features/auth/verificationApi";
import DashboardNav, { type DashboardView } from "../../features/dashboard/DashboardNav";
import { type DashboardData, useDashboardData } from "../../features/dashboard/useDashboardData";
import { useT } from "../../i18n/useT";
import KeptCopyNotice from "../../ui/KeptCopyNotice";
import { pageColumn } from "../../ui/pageColumn";
import { CollectingStyles } from "../collectingStyles";

// React reads the server's snapshot when it renders on the server and when it adopts that render (hydration) only.
const noSubscription = () => () => undefined;
const notAdopting = () => false;
const adoptingCopy = () => true;

/** Held for the view: a screen high, so the footer stays out of sight until the view is in. */
const viewLoading = <Box aria-busy="true" sx={{ minHeight: "100vh" }} />;

/**
 * The page around its view; each view (OverviewView, EventsView) is a chunk of its own, downloaded beside the page's
 * but not waited for: the heading (the page's largest paint) and the navigation paint as soon as this frame's code is
 * in, and the view follows in the place kept for it (a screen high, so the footer does not move when it comes).
 */
export default function DashboardPage({ view, View }: { view: DashboardView; View: ComponentType<DashboardData> }) {
  const t = useT();
  const data = useDashboardData();
  // The view renders in the task after the frame's first commit: the heading (the page's largest paint) is painted
  // before the view's larger render, not after it, even when the view's code is already in. As a transition, that
  // render yields to the browser every few milliseconds instead of holding the main thread (a phone's taps wait less).
  // Except in the events view's pre-rendered shell (src/prerender.tsx), which has the view's first screen, the join
  // form, in it: rendered on the server and adopted in the first pass, as the copy has it. And in the build's render
  // that collects the page's styles (src/prerender.tsx), which never paints.
  const adopting = useSyncExternalStore(noSubscription, notAdopting, adoptingCopy);
  const collectingStyles = useContext(CollectingStyles);
  const [framePainted, setFramePainted] = useState((adopting && view === "events") || collectingStyles);
  useEffect(() => {
    const next = window.setTimeout(() => startTransition(() => setFramePainted(true)), 0);
    return () => window.clearTimeout(next);
  }, []);
  const location = useLocation();
  const title = t(view === "events" ? "dashboard.eventsTitle" : "dashboard.title");
  // The frame's heading, links and notice are the same elements from one render to the next: the page renders again
  // with each answer and each fetch it starts (the profile's, the events'), and React then skips them, not their MUI
  // styles worked out again each time (a dozen renders of a first visit).
  const frame = useMemo(
    () => (
      <>
        <Typography id="dashboard-heading" variant="h1" sx={{ mb: 2, fontSize: { xs: "2rem", md: "2.5rem" } }}>
          {title}
        </Typography>
        <DashboardNav view={view} />
        <KeptCopyNotice />
      </>
    ),
    [title, view],
  );
  const profile = data.profile.data;
  // A verification made meanwhile (the e-mail's link opens in another tab) is noticed without signing out.
  useVerificationCheck(profile !== undefined && !profile.is_verified);

  // Registration needs a complete profile: send the participant there first, and back here after saving.
  if (profile && !profile.is_profile_complete) {
    return <Navigate replace to={paths.profileEditThenNext(location.pathname + location.search)} />;
  }

  // The view shows its own loading states, as its code arrives from the start-up's download or the cache within a task
  // or two; until then `viewLoading` holds its place.
  return (
    <Box component="section" sx={{ ...pageColumn(), py: { xs: 3, md: 5 } }} aria-labelledby="dashboard-heading">
      {frame}
      <Suspense fallback={viewLoading}>{framePainted ? <View {...data} /> : viewLoading}</Suspense>
    </Box>
  );
}
