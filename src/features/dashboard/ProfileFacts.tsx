import { Box, Button, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import type { Profile } from "../../../contract/profile";
import { paths } from "../../config/paths";
import { GENDERS, INSTITUTE_TYPES, labelOf, WORK_EXPERIENCE } from "../../content/profileOptions";
import { countryName } from "../../lib/countryName";
import DashboardCard from "../../ui/DashboardCard";
import CodingHandles from "./CodingHandles";

/** The profile as the server holds it, with the ways to change the account. */
export default function ProfileFacts({ profile }: { profile: Profile }) {
  const facts: Array<[string, string | number | null | undefined]> = [
    ["Institute", profile.institute_name],
    ["Institute type", labelOf(INSTITUTE_TYPES, profile.institute_type)],
    ["Degree", profile.degree],
    ["Branch", profile.branch],
    // A working professional's study_year holds years of work experience (docs/API.md, "Profile").
    profile.institute_type === 2
      ? ["Work experience", labelOf(WORK_EXPERIENCE, profile.study_year)]
      : ["Year of study", profile.study_year],
    ["Country", countryName(profile.country)],
    ["Phone", profile.phone],
    ["Gender", labelOf(GENDERS, profile.gender)],
  ];
  return (
    <DashboardCard headingId="profile-heading" title="Profile" headingGap={2}>
      <Box
        component="dl"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "max-content minmax(0, 1fr)" },
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: "contents" }}>
            <Typography component="dt" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: "anywhere" }}>
              {value === null || value === undefined || value === "" ? "Not given" : value}
            </Typography>
          </Box>
        ))}
      </Box>
      <CodingHandles />
      <Box sx={{ display: "flex", gap: 1, mt: 2, flexWrap: "wrap" }}>
        <Button variant="contained" component={RouterLink} to={paths.profileEdit}>
          Edit profile
        </Button>
        {profile.provider === "password" && (
          <Button variant="outlined" component={RouterLink} to={paths.passwordChange}>
            Change password
          </Button>
        )}
      </Box>
    </DashboardCard>
  );
}
