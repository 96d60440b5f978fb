import { countOf } from "../../../lib/plural";
import ConfirmDialog from "../ConfirmDialog";
import { EVERYONE, type Draft, type EventName } from "./announcementDraft";

interface Props {
  draft: Draft;
  /** The preview's count of recipients; null while the dialog is closed. */
  recipients: number | null;
  eventName: EventName;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Who the announcement goes to, by the channels chosen: "It goes to every participant (42 people), on feed." */
export function audienceSentence(draft: Draft, recipients: number, eventName: EventName): string {
  const audience = `${
    draft.event !== EVERYONE ? `the members of ${eventName(draft.event)}'s teams` : "every participant"
  }${draft.onlyFreePlace ? " in teams with a free place" : ""}`;
  return draft.channels.includes("email")
    ? `It goes to ${audience}: ${countOf(recipients, "person gets", "people get")} it by e-mail (those who turned announcements off do not).`
    : `It goes to ${audience} (${countOf(recipients, "person", "people")}), on ${draft.channels.join(" and ")}.`;
}

/** The last step before publishing: the draft's title, its audience and how many people it reaches. */
export default function PublishAnnouncementDialog({ draft, recipients, eventName, busy, onConfirm, onClose }: Props) {
  return (
    <ConfirmDialog
      open={recipients !== null}
      title={`Publish "${draft.title.trim()}"?`}
      confirmLabel="Publish"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {audienceSentence(draft, recipients ?? 0, eventName)}
    </ConfirmDialog>
  );
}
