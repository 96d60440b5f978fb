import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from "@mui/material";
import { useId } from "react";
import type { Listing } from "../../../contract/finder";
import LabelChip from "../../ui/LabelChip";
import DetailList from "./DetailList";
import { useFinderText } from "./useFinderText";

interface Props {
  listing: Listing;
  onAsk: (listing: Listing) => void;
  onReport: (listing: Listing) => void;
}

/**
 * One listing as anyone browsing sees it: the owner's name and chosen details, the team with its free places, the
 * note (plain text, line breaks kept, never read as HTML or linked) and the skills; ask to team up, or report it.
 */
export default function ListingCard({ listing, onAsk, onReport }: Props) {
  const words = useFinderText();
  const headingId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ minWidth: 0, height: "100%" }}>
      <CardContent sx={{ display: "grid", gap: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: "1.15rem", fontWeight: 700, overflowWrap: "anywhere" }}>
          <bdi>{listing.owner.name}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
          {listing.team ? words.teamLooking(listing.team.name, listing.team.places_left) : words.person}
          {" · "}
          {words.listedOn(words.date(listing.created_at))}
        </Typography>
        {listing.note && (
          <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            <bdi>{listing.note}</bdi>
          </Typography>
        )}
        {(listing.skills.length > 0 || listing.skills_other) && (
          <Box
            component="ul"
            aria-label={words.skills}
            sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, listStyle: "none", p: 0, m: 0 }}
          >
            {listing.skills.map((skill) => (
              <li key={skill}>
                <LabelChip label={words.skillWord(skill)} />
              </li>
            ))}
            {listing.skills_other && (
              <li>
                <LabelChip variant="outlined" label={<bdi>{listing.skills_other}</bdi>} />
              </li>
            )}
          </Box>
        )}
        <DetailList details={listing.owner} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
          {listing.mine ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {words.yourListing}
            </Typography>
          ) : listing.requested ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {words.asked}
            </Typography>
          ) : (
            <Button
              variant="contained"
              size="small"
              aria-label={words.askToTeamUpWith(listing.owner.name)}
              onClick={() => onAsk(listing)}
            >
              {words.askToTeamUp}
            </Button>
          )}
          {!listing.mine && (
            <Button size="small" aria-label={words.reportPerson(listing.owner.name)} onClick={() => onReport(listing)}>
              {words.report}
            </Button>
          )}
        </Stack>
      </CardActions>
    </Card>
  );
}
