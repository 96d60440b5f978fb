import { Alert, Box, CircularProgress, Typography } from "@mui/material";
import { useDeferredValue } from "react";
import { useT } from "../../i18n/useT";
import LoadProblem from "../../ui/LoadProblem";
import { pageColumn } from "../../ui/pageColumn";
import { useGetProfileQuery } from "./profileApi";
import ProfileEditor from "./ProfileEditor";

const PAGE = { ...pageColumn("md"), py: { xs: 3, md: 5 } } as const;

export default function ProfileEditPage() {
  const t = useT();
  const profile = useGetProfileQuery();
  // The editor is drawn from the deferred copy: the answer comes in through the store, which React renders at once
  // and in one task; the editor's first render (its fields and their styles) then runs in slices a phone can
  // interrupt, with the spinner shown a few frames longer.
  const data = useDeferredValue(profile.data);
  return (
    <Box component="section" sx={PAGE} aria-labelledby="profile-edit-heading">
      <Typography id="profile-edit-heading" variant="h1" sx={{ mb: 2, fontSize: { xs: "2rem", md: "2.5rem" } }}>
        {t("profile.title")}
      </Typography>
      {data && !data.is_profile_complete && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t("profile.completeToRegister")}
        </Alert>
      )}
      {profile.isError && (
        <Box sx={{ mb: 3 }}>
          <LoadProblem
            what={t("profile.what")}
            error={profile.error}
            stale={data !== undefined}
            retrying={profile.isFetching}
            onRetry={() => void profile.refetch()}
          />
        </Box>
      )}
      {!data && (profile.isLoading || profile.data) && (
        // As high as the editor that takes its place (its steps and first form at that width): the footer does not
        // move when the profile answers.
        <Box sx={{ minHeight: { xs: 528, sm: 338, md: 318 } }}>
          <CircularProgress aria-label={t("profile.loading")} />
        </Box>
      )}
      {data && <ProfileEditor profile={data} />}
    </Box>
  );
}
