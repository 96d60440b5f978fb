import { Fragment } from "react";
import { useT } from "../../i18n/useT";
import * as ui from "../../ui/ui.module.css";

const LINK = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])/g;

/**
 * An announcement's body: plain text (line breaks kept) whose web addresses become links opening in a new tab.
 * Nothing in it is ever read as HTML; React escapes every piece.
 */
export default function AnnouncementBody({ text }: { text: string }) {
  const t = useT();
  const parts = text.split(LINK);
  return (
    <span style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={part}
            target="_blank"
            rel="noopener noreferrer"
            className={ui.link}
            style={{ position: "relative" }}
          >
            {part}
            <span className={ui.visuallyHidden}>{t("dashboard.announcements.opensInNewTab")}</span>
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </span>
  );
}
