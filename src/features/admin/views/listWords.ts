import { MAIL_KIND_WORDS, MAIL_STATE_WORDS, type MailKind, type MailState } from "../../../../contract/admin";
import type { MessageKey } from "../../../i18n/catalogues";

/**
 * The catalogues' words for what contract/admin.ts declares in English for the plain lists (the server's CSV and the
 * API keep the contract's): each column's heading and each choice's label by `<list>.<key>`, and the codes' words.
 */
export const LIST_HEADINGS: Readonly<Record<string, MessageKey>> = {
  "adminMail.created_at": "console.mail.column.queued",
  "adminMail.kind": "console.mail.column.kind",
  "adminMail.recipient": "console.mail.column.to",
  "adminMail.status": "console.mail.column.status",
  "adminMail.attempts": "console.mail.column.tries",
  "adminMail.last_error": "console.mail.column.reason",
  "adminMail.next_attempt_at": "console.mail.column.nextTry",
};

export const MAIL_STATE_NAMES: Record<MailState, MessageKey> = {
  queued: "console.mail.state.queued",
  retrying: "console.mail.state.retrying",
  sent: "console.mail.state.sent",
  failed: "console.mail.state.failed",
};

export const MAIL_KIND_NAMES: Record<MailKind, MessageKey> = {
  "team.joined": "console.mail.kind.teamJoined",
  "team.removed": "console.mail.kind.teamRemoved",
  "team.deleted": "console.mail.kind.teamDeleted",
  "results.published": "console.mail.kind.resultsPublished",
  "results.corrected": "console.mail.kind.resultsCorrected",
  "reminder.starts": "console.mail.kind.reminderStarts",
  "reminder.closes": "console.mail.kind.reminderCloses",
  "finder.request": "console.mail.kind.finderRequest",
  "finder.accepted": "console.mail.kind.finderAccepted",
  announcement: "console.mail.kind.announcement",
  "announcement.test": "console.mail.kind.announcementTest",
};

/** A code's words by the contract's table of words it is declared with (contract/admin.ts `words`, `options`). */
export const CODE_NAMES = new Map<Readonly<Record<string, string>>, Readonly<Record<string, MessageKey>>>([
  [MAIL_KIND_WORDS, MAIL_KIND_NAMES],
  [MAIL_STATE_WORDS, MAIL_STATE_NAMES],
]);
