import DownloadIcon from "@mui/icons-material/Download";
import VerifiedUserIcon from "@mui/icons-material/VerifiedUser";
import { Box, Button, Typography } from "@mui/material";
import { useT } from "../../i18n/useT";
import { CardList } from "../../ui/CardList";
import CardListRow from "../../ui/CardListRow";

const hidden = { visibility: "hidden" } as const;

/**
 * What the certificates section shows while its read is on the way: "Loading your certificates…" in a row laid out
 * as a certificate's (its details line and buttons there but invisible), so the most common answer, one certificate,
 * takes the very place the row held and nothing under the section moves (docs/performance.md, "Layout shifts").
 */
export default function CertificateRowPlaceholder() {
  const t = useT();
  return (
    <CardList>
      <CardListRow
        primary={
          <Typography component="span" color="text.secondary">
            {t("certificates.loading")}
          </Typography>
        }
        secondary={
          <Box component="span" sx={hidden} aria-hidden>
            {t("certificates.placeholderDetails")}
          </Box>
        }
        actions={
          <Box sx={{ ...hidden, display: "flex", flexWrap: "wrap", gap: 1 }} aria-hidden>
            <Button variant="outlined" size="small" tabIndex={-1} disabled startIcon={<DownloadIcon />}>
              {t("certificates.download")}
            </Button>
            <Button variant="outlined" size="small" tabIndex={-1} disabled startIcon={<VerifiedUserIcon />}>
              {t("certificates.downloadCredential")}
            </Button>
          </Box>
        }
      />
    </CardList>
  );
}
