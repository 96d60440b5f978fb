import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from "@mui/material";
import { useId, useState, type FormEvent } from "react";
import { FINDER_MESSAGE_MAX, type FinderShow, type Listing } from "../../../contract/finder";
import type { Handles } from "../../../contract/profile";
import { fieldErrorsOf, refusalMessage } from "../../api/apiErrors";
import { showSuccessToast } from "../../lib/toast";
import { useSingleFlight } from "../../lib/useSingleFlight";
import { useSendRequestMutation } from "./finderApi";
import ShowChoices, { NOTHING_SHOWN } from "./ShowChoices";
import { useFinderText } from "./useFinderText";

interface Props {
  listing: Listing;
  handles: Handles | undefined;
  onClose: () => void;
}

/** Asks a listing's owner to team up: a short message and which of one's details the owner may see. */
export default function RequestDialog({ listing, handles, onClose }: Props) {
  const words = useFinderText();
  const titleId = useId();
  const [message, setMessage] = useState("");
  const [show, setShow] = useState<FinderShow>(NOTHING_SHOWN);
  const [send, sending] = useSendRequestMutation();
  const once = useSingleFlight();
  const fields = fieldErrorsOf(sending.error);
  const refusal = Object.keys(fields).length === 0 ? refusalMessage(sending.error) : undefined;
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    void once(async () => {
      await send({ listing: listing.id, body: { message, show } }).unwrap();
      showSuccessToast(words.sent(listing.owner.name));
      onClose();
    });
  };
  return (
    <Dialog open onClose={sending.isLoading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ overflowWrap: "anywhere" }}>
          {words.askTitle(listing.owner.name)}
        </DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2 }}>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          <TextField
            label={words.message}
            value={message}
            onChange={(change) => setMessage(change.target.value)}
            multiline
            minRows={3}
            autoFocus
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: FINDER_MESSAGE_MAX } }}
            error={Boolean(fields.message)}
            helperText={fields.message?.[0] ?? words.messageHelp(FINDER_MESSAGE_MAX - message.length)}
          />
          <ShowChoices legend={words.askShow} value={show} onChange={setShow} handles={handles} />
          <Typography variant="body2" color="text.secondary">
            {words.askLimit}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending.isLoading}>
            {words.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={sending.isLoading}>
            {sending.isLoading ? words.sending : words.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
