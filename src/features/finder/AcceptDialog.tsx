import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from "@mui/material";
import { useId, useState, type FormEvent } from "react";
import type { AcceptOption, ReceivedRequest } from "../../../contract/finder";
import { TEAM_NAME_MAX_LENGTH } from "../../../contract/rules";
import { fieldErrorsOf, refusalMessage } from "../../api/apiErrors";
import { showSuccessToast } from "../../lib/toast";
import { useSingleFlight } from "../../lib/useSingleFlight";
import { useAcceptRequestMutation } from "./finderApi";
import { useFinderText } from "./useFinderText";

interface Props {
  request: ReceivedRequest;
  onClose: () => void;
}

/**
 * Accepting a request: says that it is the consent an access code gives today, offers the ways the server says are
 * open (`options`), and asks for a name when a new team is formed.
 */
export default function AcceptDialog({ request, onClose }: Props) {
  const words = useFinderText();
  const titleId = useId();
  const textId = useId();
  const [choice, setChoice] = useState<AcceptOption>(request.options[0] ?? "new");
  const [teamName, setTeamName] = useState("");
  const [accept, accepting] = useAcceptRequestMutation();
  const once = useSingleFlight();
  const fields = fieldErrorsOf(accepting.error);
  const refusal = Object.keys(fields).length === 0 ? refusalMessage(accepting.error) : undefined;
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    void once(async () => {
      const body = choice === "new" ? { team: choice, team_name: teamName } : { team: choice };
      const answer = await accept({ request: request.id, body }).unwrap();
      showSuccessToast(words.acceptDone(answer.team.name));
      onClose();
    });
  };
  return (
    <Dialog
      open
      onClose={accepting.isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ overflowWrap: "anywhere" }}>
          {words.acceptTitle(request.from.name)}
        </DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2 }}>
          <DialogContentText id={textId}>{words.acceptConsent}</DialogContentText>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          {request.options.length > 1 && (
            <FormControl>
              <FormLabel id={`${titleId}-how`}>{words.acceptHow}</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-how`}
                value={choice}
                onChange={(change) => setChoice(change.target.value as AcceptOption)}
              >
                {request.options.map((option) => (
                  <FormControlLabel
                    key={option}
                    value={option}
                    control={<Radio />}
                    label={words.acceptWords(option, request.from.name)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
          {request.options.length === 1 && (
            <DialogContentText>{words.acceptWords(choice, request.from.name)}</DialogContentText>
          )}
          {choice === "new" && (
            <TextField
              label={words.teamName}
              value={teamName}
              onChange={(change) => setTeamName(change.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: TEAM_NAME_MAX_LENGTH } }}
              error={Boolean(fields.team_name)}
              helperText={fields.team_name?.[0]}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={accepting.isLoading}>
            {words.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={accepting.isLoading}>
            {accepting.isLoading ? words.accepting : words.accept}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
