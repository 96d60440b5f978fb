import { Alert, Box, CircularProgress, Container, Typography } from "@mui/material";
import LoadProblem from "../../ui/LoadProblem";
import { useGetProfileQuery } from "./profileApi";
import ProfileEditor from "./ProfileEditor";

export default function ProfileEditPage() {
  const profile = useGetProfileQuery();
  const data = profile.data;
  return (
    <Container component="section" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} aria-labelledby="profile-edit-heading">
      <Typography id="profile-edit-heading" variant="h1" sx={{ mb: 2, fontSize: { xs: "2rem", md: "2.5rem" } }}>
        Edit profile
      </Typography>
      {data && !data.is_profile_complete && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Complete your profile to register for events: fill in the basic and academic details, then save.
        </Alert>
      )}
      {profile.isError && (
        <Box sx={{ mb: 3 }}>
          <LoadProblem
            what="profile"
            error={profile.error}
            stale={data !== undefined}
            retrying={profile.isFetching}
            onRetry={() => void profile.refetch()}
          />
        </Box>
      )}
      {!data && profile.isLoading && <CircularProgress aria-label="Loading your profile" />}
      {data && <ProfileEditor profile={data} />}
    </Container>
  );
}
