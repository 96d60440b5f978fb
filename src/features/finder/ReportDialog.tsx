import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import { useId, useState, type FormEvent } from "react";
import { FINDER_REPORT_REASON_MAX } from "../../../contract/finder";
import { fieldErrorsOf } from "../../api/apiErrors";
import { showSuccessToast } from "../../lib/toast";
import { useSingleFlight } from "../../lib/useSingleFlight";
import { useReportToOrganisersMutation } from "./finderApi";
import { useFinderText } from "./useFinderText";

interface Props {
  /** What is reported: a listing or a request, by id. */
  target: { listing: number } | { request: number };
  onClose: () => void;
}

/** Tells the organisers what is wrong with a listing or a request. */
export default function ReportDialog({ target, onClose }: Props) {
  const words = useFinderText();
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState("");
  const [report, reporting] = useReportToOrganisersMutation();
  const once = useSingleFlight();
  const fields = fieldErrorsOf(reporting.error);
  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    void once(async () => {
      await report({ ...target, reason }).unwrap();
      showSuccessToast(words.reported);
      onClose();
    });
  };
  return (
    <Dialog
      open
      onClose={reporting.isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{words.reportTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>{words.reportIntro}</DialogContentText>
          <TextField
            label={words.reason}
            value={reason}
            onChange={(change) => setReason(change.target.value)}
            multiline
            minRows={3}
            required
            autoFocus
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: FINDER_REPORT_REASON_MAX } }}
            error={Boolean(fields.reason ?? fields.non_field_errors)}
            helperText={fields.reason?.[0] ?? fields.non_field_errors?.[0] ?? words.reasonHelp}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={reporting.isLoading}>
            {words.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={reporting.isLoading || reason.trim() === ""}>
            {words.sendReport}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
