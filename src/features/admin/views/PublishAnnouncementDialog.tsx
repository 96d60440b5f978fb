import type { MessageKey } from "../../../i18n/catalogues";
import { type Translate, useT } from "../../../i18n/useT";
import ConfirmDialog from "../ConfirmDialog";
import { EVERYONE, type Draft, type EventName } from "./announcementDraft";
import { channelName } from "./channelWords";

interface Props {
  draft: Draft;
  /** The preview's count of recipients; null while the dialog is closed. */
  recipients: number | null;
  eventName: EventName;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

const AUDIENCES: Record<"event" | "everyone", Record<"all" | "freePlace", MessageKey>> = {
  event: { all: "console.publish.audience.event", freePlace: "console.publish.audience.eventFreePlace" },
  everyone: { all: "console.publish.audience.everyone", freePlace: "console.publish.audience.everyoneFreePlace" },
};

/** Who the announcement goes to, by the channels chosen: "It goes to every participant (42 people), on feed." */
function audienceSentence(t: Translate, draft: Draft, recipients: number, eventName: EventName): string {
  const whom = AUDIENCES[draft.event !== EVERYONE ? "event" : "everyone"][draft.onlyFreePlace ? "freePlace" : "all"];
  const audience = t(whom, { name: eventName(draft.event) });
  return draft.channels.includes("email")
    ? t("console.publish.byEmail", { audience, count: recipients })
    : t("console.publish.onChannels", {
        audience,
        count: recipients,
        channels: draft.channels.map((channel) => channelName(t, channel)).join(t("console.publish.and")),
      });
}

/** The last step before publishing: the draft's title, its audience and how many people it reaches. */
export default function PublishAnnouncementDialog({ draft, recipients, eventName, busy, onConfirm, onClose }: Props) {
  const t = useT();
  return (
    <ConfirmDialog
      open={recipients !== null}
      title={t("console.publish.title", { title: draft.title.trim() })}
      confirmLabel={t("console.publish.confirm")}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {audienceSentence(t, draft, recipients ?? 0, eventName)}
    </ConfirmDialog>
  );
}
