import { Alert, Box, Button, CircularProgress, Container, Paper, Typography } from "@mui/material";
import { Navigate, useLocation, useParams } from "react-router-dom";
import { useAppSelector } from "../../app/hooks";
import { paths } from "../../config/paths";
import LoadProblem from "../../ui/LoadProblem";
import NotFoundPage from "../../ui/NotFoundPage";
import { SiteLink } from "../../ui/SiteLink";
import { useGetEventsQuery } from "../events/eventsApi";
import { selectEventByName } from "../events/eventsSlice";
import { useGetHandlesQuery, useGetProfileQuery } from "../profile/profileApi";
import BrowseSection from "./BrowseSection";
import { useMyFinder } from "./finderApi";
import ListingForm from "./ListingForm";
import { useFinderText } from "./useFinderText";

/**
 * /teammates/{event}: the teammate finder of one team event (docs/API.md "Teammate finder"): the participant's own
 * listing, then who is looking. A server without the finder (404 or 401 at `finder/`) gets a plain note, no error.
 */
export default function FinderPage() {
  const words = useFinderText();
  const { name = "" } = useParams();
  const location = useLocation();
  // Any listed event (an added one too): the bundled catalogue until the server's list answers.
  const list = useGetEventsQuery();
  const event = useAppSelector((state) => selectEventByName(state, name));
  const content = event?.server?.hidden ? undefined : event;
  const mine = useMyFinder({ skip: !content, refetchOnMountOrArgChange: true });
  const profile = useGetProfileQuery(undefined, { skip: !content });
  const handles = useGetHandlesQuery(undefined, { skip: !content });
  if (!content) return list.isUninitialized || list.isFetching ? <CircularProgress /> : <NotFoundPage />;
  // The finder, like every team call, needs a complete profile: fill it in first, then come back here.
  if (profile.data && !profile.data.is_profile_complete) {
    return <Navigate replace to={paths.profileEditThenNext(location.pathname + location.search)} />;
  }
  const server = event?.server;
  const team = server?.team ?? null;
  const full = team !== null && server !== undefined && team.members.length >= server.max_members;
  const unavailable = mine.absent;
  const listing = mine.data?.listings.find((each) => each.event === name);
  const teamEvent = (server?.max_members ?? content.maxTeamSize) > 1;

  const body = () => {
    if (unavailable) {
      return (
        <Alert severity="info" role="status">
          {words.unavailable}
        </Alert>
      );
    }
    if (!teamEvent) {
      return (
        <Alert severity="info" role="status">
          {words.notTeamEvent(content.title)}
        </Alert>
      );
    }
    if (mine.isLoading) return <CircularProgress aria-label={words.loading} />;
    if (mine.isError) {
      return (
        <LoadProblem
          what={words.loadWhatFinder}
          error={mine.error}
          stale={false}
          retrying={mine.isFetching}
          onRetry={() => void mine.refetch()}
        />
      );
    }
    if (mine.data?.banned) return <Alert severity="warning">{words.blocked}</Alert>;
    if (profile.data && !profile.data.is_verified) {
      return <Alert severity="info">{words.verifyFirst}</Alert>;
    }
    const closed = server !== undefined && !server.is_registration_on;
    return (
      <>
        <Paper variant="outlined" component="section" aria-labelledby="listing-heading" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="listing-heading" variant="h2" sx={{ fontSize: "1.5rem", mb: 1 }}>
            {words.listingHeading}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {words.listingIntro}
          </Typography>
          {listing?.ended_reason === "hidden" ? (
            <Alert severity="warning">{words.hidden}</Alert>
          ) : closed ? (
            <Typography>{words.registrationClosed(content.title)}</Typography>
          ) : full ? (
            <Typography>{words.teamFull}</Typography>
          ) : team && !team.creator ? (
            <Typography>{words.onlyCreatorLists}</Typography>
          ) : (
            <ListingForm
              key={listing?.active ? `${listing.id}-${listing.saved_at}` : "new"}
              event={name}
              current={listing}
              team={team}
              handles={handles.data}
            />
          )}
        </Paper>
        <BrowseSection event={name} handles={handles.data} />
      </>
    );
  };

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Box sx={{ display: "grid", gap: 3 }}>
        <div>
          <Typography component="h1" variant="h1" sx={{ fontSize: { xs: "2rem", md: "2.5rem" }, mb: 1 }}>
            {words.pageHeading(content.title)}
          </Typography>
          <Typography sx={{ mb: 1 }}>{words.pageIntro}</Typography>
          <Typography variant="body2">
            {words.yourRequests}{" "}
            <Button component={SiteLink} to={paths.dashboard} size="small">
              {words.toDashboard}
            </Button>
          </Typography>
        </div>
        {body()}
      </Box>
    </Container>
  );
}
