import { Box, Button, Typography } from "@mui/material";
import { memo } from "react";
import type { Profile } from "../../../contract/profile";
import type { Gender, InstituteType } from "../../../contract/rules";
import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/catalogues";
import { useLanguage } from "../../i18n/LanguageContext";
import { type Translate, useT } from "../../i18n/useT";
import { countryName } from "../../lib/countryName";
import DashboardCard from "../../ui/DashboardCard";
import { SiteLink } from "../../ui/SiteLink";
import CodingHandles from "./CodingHandles";

const INSTITUTE_TYPE_WORDS: Record<InstituteType, MessageKey> = {
  0: "dashboard.facts.school",
  1: "dashboard.facts.college",
  2: "dashboard.facts.professional",
};
const GENDER_WORDS: Record<Gender, MessageKey> = {
  0: "dashboard.facts.male",
  1: "dashboard.facts.female",
  2: "dashboard.facts.otherGender",
};

/** docs/API.md, "Profile": up to 1 year counts as 1, the last choice (6) as 6 or more, as the profile form offers. */
function workExperience(t: Translate, years: number | null): string | null {
  if (years === null || years < 1 || years > 6 || !Number.isInteger(years)) return null;
  if (years === 1) return t("dashboard.facts.experienceUpToOne");
  if (years === 6) return t("dashboard.facts.experienceSixOrMore");
  return t("dashboard.facts.experienceYears", { years });
}

/** The profile as the server holds it, with the ways to change the account. */
function ProfileFacts({ profile }: { profile: Profile }) {
  const t = useT();
  const language = useLanguage();
  const instituteType = profile.institute_type === null ? undefined : INSTITUTE_TYPE_WORDS[profile.institute_type];
  const gender = profile.gender === null ? undefined : GENDER_WORDS[profile.gender];
  const facts: Array<[MessageKey, string | number | null | undefined]> = [
    ["dashboard.facts.institute", profile.institute_name],
    ["dashboard.facts.instituteType", instituteType && t(instituteType)],
    ["dashboard.facts.degree", profile.degree],
    ["dashboard.facts.branch", profile.branch],
    // A working professional's study_year holds years of work experience (docs/API.md, "Profile").
    profile.institute_type === 2
      ? ["dashboard.facts.workExperience", workExperience(t, profile.study_year)]
      : ["dashboard.facts.studyYear", profile.study_year],
    ["dashboard.facts.country", countryName(profile.country, language)],
    ["dashboard.facts.phone", profile.phone],
    ["dashboard.facts.gender", gender && t(gender)],
  ];
  return (
    <DashboardCard headingId="profile-heading" title={t("dashboard.facts.title")} headingGap={2}>
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
              {t(term)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: "anywhere" }}>
              {value === null || value === undefined || value === "" ? t("dashboard.facts.notGiven") : value}
            </Typography>
          </Box>
        ))}
      </Box>
      <CodingHandles />
      <Box sx={{ display: "flex", gap: 1, mt: 2, flexWrap: "wrap" }}>
        <Button variant="contained" component={SiteLink} to={paths.profileEdit}>
          {t("dashboard.facts.edit")}
        </Button>
        {profile.provider === "password" && (
          <Button variant="outlined" component={SiteLink} to={paths.passwordChange}>
            {t("dashboard.facts.changePassword")}
          </Button>
        )}
      </Box>
    </DashboardCard>
  );
}

// Rendered again only when its own props or reads change, not each time one of the overview's reads answers.
export default memo(ProfileFacts);
