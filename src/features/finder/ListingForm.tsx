import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { useState, type FormEvent } from "react";
import { FINDER_NOTE_MAX, FINDER_OTHER_SKILLS_MAX, type FinderShow, type MyListing } from "../../../contract/finder";
import type { Handles } from "../../../contract/profile";
import { fieldErrorsOf, refusalMessage } from "../../api/apiErrors";
import { showSuccessToast } from "../../lib/toast";
import { useSingleFlight } from "../../lib/useSingleFlight";
import ConfirmationDialog, { confirmationIntent } from "../../ui/LazyConfirmationDialog";
import { useEndListingMutation, useSaveListingMutation } from "./finderApi";
import ShowChoices, { NOTHING_SHOWN } from "./ShowChoices";
import SkillChoices from "./SkillChoices";
import { useFinderText } from "./useFinderText";

interface Props {
  event: string;
  /** The participant's latest listing in the event, open or not. */
  current: MyListing | undefined;
  /** The participant's team with a free place in the event (they list it), or null (they list themselves). */
  team: { name: string } | null;
  handles: Handles | undefined;
}

/**
 * The participant's own listing in an event: what it says, the skills and which details it shows; saving creates or
 * renews it, "End my listing" ends it after a confirmation. Seeded once from the listing (the parent keys it by the
 * listing), never reset by a refetch, so nothing typed is lost.
 */
export default function ListingForm({ event, current, team, handles }: Props) {
  const words = useFinderText();
  const open = current?.active ? current : undefined;
  const [note, setNote] = useState(open?.note ?? "");
  const [skills, setSkills] = useState<string[]>(open?.skills ?? []);
  const [otherSkills, setOtherSkills] = useState(open?.skills_other ?? "");
  const [show, setShow] = useState<FinderShow>(open?.show ?? NOTHING_SHOWN);
  const [confirming, setConfirming] = useState(false);
  const [save, saving] = useSaveListingMutation();
  const [end, ending] = useEndListingMutation();
  const once = useSingleFlight();
  const fields = fieldErrorsOf(saving.error);
  const refusal = Object.keys(fields).length === 0 ? refusalMessage(saving.error) : undefined;

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    void once(async () => {
      await save({
        event,
        body: { team: team !== null, note, skills, skills_other: otherSkills, show },
      }).unwrap();
      showSuccessToast(words.saved);
    });
  };
  const endIt = () =>
    once(async () => {
      await end({ event }).unwrap();
      setConfirming(false);
      showSuccessToast(words.ended);
    });

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: "grid", gap: 2 }}>
      <Typography>{team ? words.listMyTeam(team.name) : words.listMyself}</Typography>
      {open && <Typography color="text.secondary">{words.activeUntil(words.date(open.expires_at))}</Typography>}
      {current && !current.active && current.ended_reason && current.ended_reason !== "hidden" && (
        <Typography color="text.secondary">{words.endedBecause(current.ended_reason)}</Typography>
      )}
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <TextField
        label={words.note}
        value={note}
        onChange={(change) => setNote(change.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: FINDER_NOTE_MAX } }}
        error={Boolean(fields.note)}
        helperText={fields.note?.[0] ?? words.noteHelp(FINDER_NOTE_MAX - note.length)}
      />
      <SkillChoices value={skills} onChange={setSkills} error={fields.skills?.[0]} />
      <TextField
        label={words.otherSkills}
        value={otherSkills}
        onChange={(change) => setOtherSkills(change.target.value)}
        slotProps={{ htmlInput: { maxLength: FINDER_OTHER_SKILLS_MAX } }}
        error={Boolean(fields.skills_other)}
        helperText={fields.skills_other?.[0] ?? words.otherSkillsHelp}
      />
      <ShowChoices legend={words.show} value={show} onChange={setShow} handles={handles} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        <Button type="submit" variant="contained" disabled={saving.isLoading}>
          {saving.isLoading ? words.saving : open ? words.saveChanges : words.save}
        </Button>
        {open && (
          <Button color="error" variant="outlined" {...confirmationIntent} onClick={() => setConfirming(true)}>
            {words.endListing}
          </Button>
        )}
      </Stack>
      <ConfirmationDialog
        open={confirming}
        title={words.endTitle}
        consequence={words.endConsequence}
        confirmLabel={words.endListing}
        busy={ending.isLoading}
        onConfirm={() => void endIt()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
