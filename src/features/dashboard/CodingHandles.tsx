import { Box, Typography } from "@mui/material";
import { HANDLE_FIELDS, PLATFORM_NAMES } from "../../../contract/rules";
import { useT } from "../../i18n/useT";
import { useGetHandlesQuery } from "../profile/profileApi";

/** The coding handles saved in the profile's last step; the sites left empty are not listed. */
export default function CodingHandles() {
  const t = useT();
  const { data } = useGetHandlesQuery();
  if (!data) return null;
  const given = HANDLE_FIELDS.filter((field) => data[field]);
  return (
    <Box component="section" aria-labelledby="handles-heading" sx={{ mt: 2 }}>
      <Typography id="handles-heading" variant="h3" sx={{ fontSize: "1rem", fontWeight: 600, mb: 0.5 }}>
        {t("dashboard.handles.title")}
      </Typography>
      {given.length === 0 ? (
        <Typography color="text.secondary">{t("dashboard.handles.none")}</Typography>
      ) : (
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: "max-content minmax(0, 1fr)", columnGap: 3, rowGap: 0.5, m: 0 }}
        >
          {given.map((field) => (
            <Box key={field} sx={{ display: "contents" }}>
              <Typography component="dt" color="text.secondary">
                {PLATFORM_NAMES[field]}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
                {data[field]}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
